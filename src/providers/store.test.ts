import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createStore } from './store';

describe('the store at sign-out', () => {
  it('keeps the language, the theme, table columns and saved views, and forgets the rest', () => {
    const store = createStore(memoryStore());
    store.setup();
    store.setItem('locale', 'fr');
    store.setItem('theme', 'dark');
    store.setItem('artists.datatable', { hiddenColumns: ['email'] });
    store.setItem('artists.savedQueries', [
      { label: 'Active', value: { filter: { status: 'active' } } },
    ]);
    store.setItem('artists.listParams', { page: 3 });
    store.setItem('sidebar.open', false);

    store.reset();

    expect(store.getItem('locale')).toBe('fr');
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('artists.datatable')).toEqual({ hiddenColumns: ['email'] });
    expect(store.getItem('artists.savedQueries')).toHaveLength(1);
    expect(store.getItem('artists.listParams')).toBeUndefined();
    expect(store.getItem('sidebar.open')).toBeUndefined();
  });
});
