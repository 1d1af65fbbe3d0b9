import { describe, expect, it } from 'vitest';
import { forgetAllUndo, loadUndo, saveUndo, UNDO_KEEP_MS } from './undoStore';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const entry = {
  id: 7,
  label: 'Nova Reyes',
  before: { status: 'active' },
  after: { status: 'inactive' },
};
const undo = (savedAt: number) => ({ resource: 'artists', savedAt, entries: [entry] });

describe('the bulk edit undo kept in the tab', () => {
  it('is offered to the user who made the edit, and to no one else', () => {
    const storage = memoryStorage();
    saveUndo(undo(1_000), storage, '1');
    expect(loadUndo('artists', 2_000, storage, '2')).toBeNull();
    // The other user's undo is gone for good once someone else has looked.
    expect(loadUndo('artists', 2_000, storage, '1')).toBeNull();
  });

  it('comes back after a reload for the same user, until it is too old', () => {
    const storage = memoryStorage();
    saveUndo(undo(1_000), storage, '1');
    expect(loadUndo('artists', 1_000 + UNDO_KEEP_MS, storage, '1')?.entries).toEqual([entry]);
    expect(loadUndo('songs', 2_000, storage, '1')).toBeNull();
    expect(loadUndo('artists', 1_001 + UNDO_KEEP_MS, storage, '1')).toBeNull();
    // Dropped once too old, not kept for later.
    expect(loadUndo('artists', 2_000, storage, '1')).toBeNull();
  });

  it('is kept for nobody when nobody is signed in, and all of it goes at a sign-out', () => {
    const storage = memoryStorage();
    saveUndo(undo(1_000), storage, null);
    expect(storage.length).toBe(0);
    saveUndo(undo(1_000), storage, '1');
    saveUndo({ ...undo(1_000), resource: 'songs' }, storage, '1');
    forgetAllUndo(storage);
    expect(storage.length).toBe(0);
  });
});
