// The demo database as a browser tab keeps it (localStorage): what a page finds when it loads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_NOW } from '@tests/helpers/testNow';
import type { Database } from './schema';

/** A tab's localStorage, as the browser gives it. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A page loads: the database module starts afresh, with nothing in memory. */
const loadPage = async () => {
  vi.resetModules();
  return import('./database');
};

let storage: Storage;
beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('demo database: a page loaded after signing in', () => {
  it('stays signed in when the page was reloaded before the database itself was saved', async () => {
    const session: Database['sessions'][number] = {
      accessToken: 'at_signed_in',
      refreshToken: 'rt_signed_in',
      userId: 1,
      accessExpiresAt: TEST_NOW + 5 * 60_000,
      refreshExpiresAt: TEST_NOW + 7 * 86_400_000,
    };
    // Signing in saves the sessions before its answer; the database is saved after it.
    storage.setItem('label-admin:demo-sessions', JSON.stringify([session]));

    const { db } = await loadPage();
    expect(db().sessions).toEqual([session]);
    expect(db().artists.length).toBeGreaterThan(0);
  });

  it('starts from the seed, with no session, when nothing was stored', async () => {
    const { db } = await loadPage();
    expect(db().sessions).toEqual([]);
    expect(db().artists.length).toBeGreaterThan(0);
  });
});
