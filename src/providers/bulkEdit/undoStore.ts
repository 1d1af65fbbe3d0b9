// Keeps the last bulk edit's undo in sessionStorage for a while, so a reload does not lose it.
// An undo holds the records' values from before the edit: it belongs to the user who made the
// edit (the key holds their id) and goes at any sign-out in the tab (providers/auth), so that
// whoever signs in next in that tab is never offered it.
import { tokenStore } from '../../api/tokenStore';
import type { UndoEntry } from '../../lib/bulkEdit/engine';

/** How long a bulk edit stays undoable after it ran. */
export const UNDO_KEEP_MS = 30 * 60 * 1000;

export interface StoredUndo {
  resource: string;
  savedAt: number;
  entries: UndoEntry[];
}

const PREFIX = 'label-admin.bulkEdit.undo.';

type UndoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const signedInUser = (): string | null => {
  const id = tokenStore.user()?.id;
  return id === undefined || id === null ? null : encodeURIComponent(String(id));
};

const keyOf = (user: string, resource: string) => `${PREFIX}${user}.${resource}`;

function sessionStore(): UndoStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const undoKeys = (storage: UndoStorage): string[] =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => !!key?.startsWith(PREFIX),
  );

/** Keeps the signed-in user's undo; nothing without a user. */
export function saveUndo(undo: StoredUndo, storage = sessionStore(), user = signedInUser()): void {
  if (!user) return;
  try {
    storage?.setItem(keyOf(user, undo.resource), JSON.stringify(undo));
  } catch {
    // A full or refused storage: the undo still lives in memory until the page is left.
  }
}

export function clearUndo(resource: string, storage = sessionStore(), user = signedInUser()): void {
  if (user) storage?.removeItem(keyOf(user, resource));
}

/** Forgets every undo kept in this tab, whoever made it: the tab's session ended. */
export function forgetAllUndo(storage = sessionStore()): void {
  if (storage) undoKeys(storage).forEach((key) => storage.removeItem(key));
}

/**
 * The signed-in user's undo of the resource if one was kept and is still recent at `now`. Any
 * other user's undo left in the tab (a session that ended while this code was not loaded) goes.
 */
export function loadUndo(
  resource: string,
  now: number,
  storage = sessionStore(),
  user = signedInUser(),
): StoredUndo | null {
  if (!storage || !user) return null;
  const own = `${PREFIX}${user}.`;
  undoKeys(storage)
    .filter((key) => !key.startsWith(own))
    .forEach((key) => storage.removeItem(key));
  const text = storage.getItem(keyOf(user, resource));
  if (!text) return null;
  try {
    const undo = JSON.parse(text) as StoredUndo;
    if (!Array.isArray(undo.entries) || typeof undo.savedAt !== 'number') return null;
    if (now - undo.savedAt > UNDO_KEEP_MS || undo.entries.length === 0) {
      clearUndo(resource, storage, user);
      return null;
    }
    return undo;
  } catch {
    return null;
  }
}
