import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, type StoreSession } from './store';

/** Who is signed in, as the token store would tell it. */
let signedIn: string | null = null;
const listeners = new Set<() => void>();
const session: StoreSession = {
  user: () => signedIn,
  onChange(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
const setUser = (id: string | null) => {
  signedIn = id;
  listeners.forEach((listener) => listener());
};
const signIn = (id: number) => setUser(String(id));
const signOut = () => setUser(null);

afterEach(() => {
  signOut();
  listeners.clear();
});

describe('the store at sign-out', () => {
  it('keeps the language, the theme, table columns and saved views, and forgets the rest', () => {
    signIn(1);
    const store = createStore(memoryStore(), session);
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

describe('the store of two people sharing a browser', () => {
  it("never shows one user's settings, views or invitations to another", () => {
    signIn(1);
    const store = createStore(memoryStore(), session);
    store.setup();
    store.setItem('locale', 'es');
    store.setItem('artists.savedQueries', [{ label: 'Mine', value: { filter: {} } }]);
    store.setItem('artists.datatable', { hiddenColumns: ['phone'] });
    store.setItem('social.facebookInvitations', { 4: { email: 'a@b.test' } });
    store.reset();
    signOut();

    signIn(2);
    expect(store.getItem('locale')).toBe('es');
    expect(store.getItem('artists.savedQueries')).toBeUndefined();
    expect(store.getItem('artists.datatable')).toBeUndefined();
    expect(store.getItem('social.facebookInvitations')).toBeUndefined();
    expect(store.listItems?.()).toEqual({});

    signOut();
    signIn(1);
    expect(store.getItem('artists.savedQueries')).toEqual([
      { label: 'Mine', value: { filter: {} } },
    ]);
    expect(store.getItem('artists.datatable')).toEqual({ hiddenColumns: ['phone'] });
    expect(store.getItem('social.facebookInvitations')).toBeUndefined();
  });

  it('hands a screen following a key the next user’s value when someone else signs in', () => {
    signIn(1);
    const store = createStore(memoryStore(), session);
    store.setup();
    store.setItem('artists.listParams', { perPage: 50 });
    const seen: unknown[] = [];
    const stop = store.subscribe('artists.listParams', (value) => seen.push(value));
    store.setItem('artists.listParams', { perPage: 25 });

    signOut();
    // Signed out: the screens still on show keep the last user's value.
    expect(seen).toEqual([{ perPage: 25 }]);
    signIn(2);
    expect(seen).toEqual([{ perPage: 25 }, undefined]);
    store.setItem('artists.listParams', { perPage: 10 });
    expect(seen).toEqual([{ perPage: 25 }, undefined, { perPage: 10 }]);
    stop();
    store.teardown();
  });

  it('drops the keys written before the store kept a part per user', () => {
    const base = memoryStore();
    base.setItem('artists.savedQueries', [{ label: 'Whose?', value: {} }]);
    base.setItem('locale', 'fr');
    signIn(1);
    const store = createStore(base, session);
    store.setup();
    expect(base.getItem('artists.savedQueries')).toBeUndefined();
    expect(store.getItem('locale')).toBe('fr');
  });
});
