// Keeps the last bulk edit's undo in sessionStorage for a while, so a reload does not lose it.
import type { UndoEntry } from './engine';

/** How long a bulk edit stays undoable after it ran. */
export const UNDO_KEEP_MS = 30 * 60 * 1000;

export interface StoredUndo {
  resource: string;
  savedAt: number;
  entries: UndoEntry[];
}

const keyOf = (resource: string) => `label-admin.bulkEdit.undo.${resource}`;

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function saveUndo(undo: StoredUndo, storage = sessionStore()): void {
  try {
    storage?.setItem(keyOf(undo.resource), JSON.stringify(undo));
  } catch {
    // A full or refused storage: the undo still lives in memory until the page is left.
  }
}

export function clearUndo(resource: string, storage = sessionStore()): void {
  storage?.removeItem(keyOf(resource));
}

/** The resource's undo if one was kept and is still recent at `now`. */
export function loadUndo(
  resource: string,
  now: number,
  storage = sessionStore(),
): StoredUndo | null {
  const text = storage?.getItem(keyOf(resource));
  if (!text) return null;
  try {
    const undo = JSON.parse(text) as StoredUndo;
    if (!Array.isArray(undo.entries) || typeof undo.savedAt !== 'number') return null;
    if (now - undo.savedAt > UNDO_KEEP_MS || undo.entries.length === 0) {
      clearUndo(resource, storage);
      return null;
    }
    return undo;
  } catch {
    return null;
  }
}
