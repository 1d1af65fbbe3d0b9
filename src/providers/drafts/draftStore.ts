// Unsaved form input kept in the browser's storage, so a reload, a crash or an expired session
// does not lose it (issue 20). One entry per signed-in user, form and record:
// `label-admin.draft:<userId>:<form>:<recordId>` → `{ values, savedAt }`. The user is part of the
// key so that someone else signing in at this computer is never offered another person's work.
import { tokenStore } from '../../api/tokenStore';
import { now } from '../../lib/clock';
import { sanitizeDraft } from '../../lib/drafts/sanitizeDraft';
import { browserStorage } from '../../lib/browserStorage';

export type DraftRecordId = string | number | null | undefined;

export interface StoredDraft<T = unknown> {
  values: T;
  /** When it was written, in milliseconds on the app clock. */
  savedAt: number;
  /**
   * The record as the form had loaded it when the draft was written (issue 37): restored over a
   * record changed since, the draft's changes are merged as a save merges them, from this base.
   */
  base?: unknown;
}

const PREFIX = 'label-admin.draft:';
/** A draft older than this is from work the user has long moved on from. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface DraftStoreDeps {
  storage: () => Storage | null;
  /** The signed-in user's id; null when nobody is signed in (then nothing is kept). */
  userId: () => string | number | null;
  now: () => number;
}

type RemoveListener = (key: string) => void;

const encode = (part: string | number): string => encodeURIComponent(String(part));

export function createDraftStore(deps: DraftStoreDeps) {
  const listeners = new Set<RemoveListener>();

  const userPrefix = (): string | null => {
    const user = deps.userId();
    return user === null || user === '' ? null : `${PREFIX}${encode(user)}:`;
  };

  const parse = (raw: string | null): StoredDraft | null => {
    if (!raw) return null;
    try {
      const data: unknown = JSON.parse(raw);
      if (typeof data !== 'object' || data === null) return null;
      const { values, savedAt, base } = data as Partial<StoredDraft>;
      if (typeof savedAt !== 'number' || values === undefined) return null;
      return base === undefined ? { values, savedAt } : { values, savedAt, base };
    } catch {
      return null;
    }
  };

  const isStale = (draft: StoredDraft | null): boolean =>
    !draft || deps.now() - draft.savedAt > DRAFT_MAX_AGE_MS;

  /** Every key of the signed-in user's drafts. */
  const userKeys = (): string[] => {
    const storage = deps.storage();
    const prefix = userPrefix();
    if (!storage || !prefix) return [];
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  };

  const store = {
    /** The storage key of a form's draft for the signed-in user; null when nobody is. */
    keyFor(form: string, recordId?: DraftRecordId): string | null {
      const prefix = userPrefix();
      if (!prefix) return null;
      const record = recordId === null || recordId === undefined ? 'new' : recordId;
      return `${prefix}${encode(form)}:${encode(record)}`;
    },

    /** The draft under `key`; an unreadable or too old one is removed and gives null. */
    read<T = unknown>(key: string): StoredDraft<T> | null {
      const storage = deps.storage();
      const draft = parse(storage?.getItem(key) ?? null);
      if (isStale(draft)) {
        if (storage?.getItem(key) !== null) storage?.removeItem(key);
        return null;
      }
      return draft as StoredDraft<T>;
    },

    /**
     * Keeps `values` (without secrets or files) under `key`, saved now or at `savedAt`, with the
     * record they were typed over (`base`), if any.
     */
    write(key: string, values: unknown, savedAt: number = deps.now(), base?: unknown): void {
      const draft: StoredDraft = { values: sanitizeDraft(values) ?? null, savedAt };
      if (base !== undefined) draft.base = sanitizeDraft(base) ?? null;
      try {
        deps.storage()?.setItem(key, JSON.stringify(draft));
      } catch {
        // Storage full or refused (private mode): the form still works, only without a draft.
      }
    },

    /** Removes the draft under `key` and tells the forms showing it. */
    remove(key: string): void {
      deps.storage()?.removeItem(key);
      listeners.forEach((listener) => listener(key));
    },

    /** How many drafts the signed-in user has (too old ones are dropped first). */
    count(): number {
      store.prune();
      return userKeys().length;
    },

    /** Removes every draft of the signed-in user. */
    removeAll(): void {
      userKeys().forEach((key) => store.remove(key));
    },

    /** Drops every draft, of any user, that is too old or unreadable. */
    prune(): void {
      const storage = deps.storage();
      if (!storage) return;
      const stale: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(PREFIX) && isStale(parse(storage.getItem(key)))) stale.push(key);
      }
      stale.forEach((key) => storage.removeItem(key));
    },

    /** Calls `listener` with the key of every draft removed from now on; returns the unsubscribe. */
    onRemove(listener: RemoveListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return store;
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/** The app's drafts, in localStorage, for the user the token store holds. */
export const draftStore: DraftStore = createDraftStore({
  storage: browserStorage,
  userId: () => tokenStore.user()?.id ?? null,
  now,
});

/** Removes a form's draft, from a save's success handler outside the form. */
export function clearDraft(form: string, recordId?: DraftRecordId): void {
  const key = draftStore.keyFor(form, recordId);
  if (key) draftStore.remove(key);
}
