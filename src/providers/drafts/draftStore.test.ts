import { describe, expect, it } from 'vitest';
import { createDraftStore, DRAFT_MAX_AGE_MS } from './draftStore';
import { sanitizeDraft } from '../../lib/drafts/sanitizeDraft';

/** localStorage's behaviour over a Map: the store under test needs nothing else. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const T0 = Date.UTC(2026, 10, 15, 10, 42);

function setup() {
  const storage = memoryStorage();
  const session = { user: 7 as number | null, now: T0 };
  const store = createDraftStore({
    storage: () => storage,
    userId: () => session.user,
    now: () => session.now,
  });
  return { storage, session, store };
}

describe('draftStore', () => {
  it('keeps a draft per form and record, with the time it was saved', () => {
    const { store } = setup();
    const edit12 = store.keyFor('artist-edit', 12)!;
    const edit13 = store.keyFor('artist-edit', 13)!;
    const create = store.keyFor('artist-create')!;
    store.write(edit12, { name: 'Twelve' });
    store.write(create, { name: 'New one' });

    expect(store.read(edit12)).toEqual({ values: { name: 'Twelve' }, savedAt: T0 });
    expect(store.read(edit13)).toBeNull();
    expect(store.read(create)?.values).toEqual({ name: 'New one' });
    expect(edit12).toBe('label-admin.draft:7:artist-edit:12');
    expect(create).toBe('label-admin.draft:7:artist-create:new');
  });

  it("never offers one user's draft to another, and keeps nothing without a user", () => {
    const { store, session } = setup();
    store.write(store.keyFor('settings')!, { tone: 'warm' });

    session.user = 8;
    expect(store.read(store.keyFor('settings')!)).toBeNull();
    expect(store.count()).toBe(0);

    session.user = null;
    expect(store.keyFor('settings')).toBeNull();

    session.user = 7;
    expect(store.read(store.keyFor('settings')!)?.values).toEqual({ tone: 'warm' });
    expect(store.count()).toBe(1);
  });

  it('removes a draft (saved or discarded) and tells who listens', () => {
    const { store } = setup();
    const key = store.keyFor('voice-card', 3)!;
    store.write(key, { lexicon: 'yo' });
    const removed: string[] = [];
    const stop = store.onRemove((k) => removed.push(k));

    store.remove(key);
    stop();
    store.remove(key);

    expect(store.read(key)).toBeNull();
    expect(removed).toEqual([key]);
  });

  it('removes every draft of the signed-in user only', () => {
    const { store, session } = setup();
    store.write(store.keyFor('a')!, 1);
    store.write(store.keyFor('b', 2)!, 2);
    session.user = 8;
    store.write(store.keyFor('a')!, 3);

    session.user = 7;
    expect(store.count()).toBe(2);
    store.removeAll();
    expect(store.count()).toBe(0);
    session.user = 8;
    expect(store.count()).toBe(1);
  });

  it('drops drafts older than 30 days, and unreadable ones', () => {
    const { store, session, storage } = setup();
    const old = store.keyFor('old')!;
    const recent = store.keyFor('recent')!;
    store.write(old, 'old');
    session.now = T0 + DRAFT_MAX_AGE_MS - 1000;
    store.write(recent, 'recent');
    storage.setItem(store.keyFor('broken')!, '{not json');

    session.now = T0 + DRAFT_MAX_AGE_MS + 1;
    expect(store.count()).toBe(1);
    expect(store.read(old)).toBeNull();
    expect(storage.getItem(old)).toBeNull();
    expect(store.read(recent)?.values).toBe('recent');
  });

  it('never stores a password, a token or a file', () => {
    const { store, storage } = setup();
    const key = store.keyFor('settings')!;
    const file = new File(['bytes'], 'photo.jpg', { type: 'image/jpeg' });
    store.write(key, {
      name: 'Ana',
      password: 'hunter2',
      facebook: { accessToken: 'EAAB123', pageName: 'Ana music' },
      apiSecret: 's3cr3t',
      refresh_token: 'r-123',
      openai_api_key: 'sk-42',
      aiConfiguration: { max_tokens: 500 },
      profileImage: { rawFile: file, src: 'blob:x', title: 'photo.jpg' },
      attachment: file,
      media: [file, { id: 4 }],
    });

    const raw = storage.getItem(key)!;
    for (const secret of [
      'hunter2',
      'EAAB123',
      's3cr3t',
      'r-123',
      'sk-42',
      'photo.jpg',
      'blob:x',
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(store.read(key)?.values).toEqual({
      name: 'Ana',
      facebook: { pageName: 'Ana music' },
      aiConfiguration: { max_tokens: 500 },
      media: [{ id: 4 }],
    });
  });

  it('keeps dates as text and leaves functions out', () => {
    expect(sanitizeDraft({ at: new Date(T0), run: () => 1, n: 0, none: null })).toEqual({
      at: new Date(T0).toISOString(),
      n: 0,
      none: null,
    });
  });

  it('works on without storage (private mode, full disk): nothing is kept', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = createDraftStore({ storage: () => full, userId: () => 1, now: () => T0 });
    expect(() => store.write(store.keyFor('x')!, { a: 1 })).not.toThrow();
    expect(store.read(store.keyFor('x')!)).toBeNull();

    const none = createDraftStore({ storage: () => null, userId: () => 1, now: () => T0 });
    expect(none.count()).toBe(0);
  });
});
