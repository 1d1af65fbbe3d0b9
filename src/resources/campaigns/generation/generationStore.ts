// A generation takes up to 10 minutes; the user may leave the screen, reload the page or open
// another tab meanwhile. So each run is recorded in localStorage (providers/generationRuns.ts),
// and this store, outside React, reads it for every campaign card and posts view, of every tab:
// - the page that sends a run holds a cross-tab lock named after the campaign while the request
//   lasts, and reports its end (one notice, one toast); if the request is lost without an answer
//   (the page being left, a dropped connection), the run is not over: it is watched as below;
// - any other page showing the run (another tab, or this one after a reload, where the request
//   is gone) waits for that lock: it gets it when the sender has reported, and then has nothing
//   to do, or when the sender's page went away; then it watches the posts until they show the
//   end (generationEnd.ts) or the ten minutes pass, and reports that, once, for every tab;
// - the other tabs follow the record through storage events, without a toast.
// A run is sent with each post's caption fingerprint (read first when the screen had no posts),
// without which a rewrite cannot be seen ending from another page. Records that ended more than
// a day ago are removed when a page starts watching.
// Components read the store through useSyncExternalStore; GenerationNotices (always mounted)
// reports the ends and starts the watching.
// This file composes the store's parts, each in a file of its own: generationRunStorage.ts (the
// records), generationSend.ts (a run sent from this page), generationWatch.ts (a run watched),
// generationReport.ts (ends recorded and noticed), generationOtherTabs.ts (other tabs' writes)
// and generationSnapshot.ts (what components read); generationStoreTypes.ts holds their types.
import type { Identifier } from 'react-admin';
import { crossTabLock } from '@/api/refreshLock';
import { now as clockNow } from '@/lib/clock';
import {
  signedInUserKey,
  type GenerationKind,
  type GenerationResult,
} from '@/providers/generationRuns';
import { browserStorage } from '@/lib/browserStorage';
import { followOtherTabs } from './generationOtherTabs';
import { createReporting } from './generationReport';
import { memoryStorage, runRecords } from './generationRunStorage';
import { createSending } from './generationSend';
import { snapshotReader } from './generationSnapshot';
import type { GenerationPage, GenerationStoreDeps, LoadPosts } from './generationStoreTypes';
import { createWatching } from './generationWatch';

export type { GenerationKind, GenerationResult };
export type {
  GeneratePosts,
  GenerationNotice,
  GenerationOptions,
  GenerationSource,
  GenerationState,
  GenerationStoreDeps,
  LoadPosts,
} from './generationStoreTypes';
export { CAPTION_REGENERATION_FAILED, GENERATION_FAILED } from './generationSend';
export { GENERATION_POLL_MS, GENERATION_TIMED_OUT } from './generationWatch';

export function createGenerationStore(deps: GenerationStoreDeps) {
  const listeners = new Set<() => void>();
  const page: GenerationPage = {
    deps,
    runs: runRecords(deps),
    emit: () => {
      for (const listener of listeners) listener();
    },
    notices: [],
    starting: new Map(),
    sending: new Set(),
    watching: new Set(),
    snapshots: new Map(),
    loadPosts: null,
    epoch: 0,
  };
  let owner: string | undefined;

  const generationOf = snapshotReader(page);
  const { finish, pendingNotices, takeNotices } = createReporting(page);
  const { watch, watchAll } = createWatching(page, finish);
  const startGeneration = createSending(page, finish, watch);
  const unsubscribeStorage = deps.onStorage(followOtherTabs(page, generationOf, watch));

  /** Forgets what this page was doing or about to report (the storage is left alone). */
  function reset(): void {
    page.epoch += 1;
    page.starting = new Map();
    page.watching = new Set();
    page.snapshots = new Map();
    page.notices = [];
    page.emit();
  }

  return {
    generationOf,
    startGeneration,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    pendingNotices,
    takeNotices,

    /**
     * Watches the runs this page did not send (after a reload, or from another tab) with
     * `load`, until the returned function is called.
     */
    watchRuns(load: LoadPosts): () => void {
      page.loadPosts = load;
      watchAll();
      return () => {
        if (page.loadPosts === load) page.loadPosts = null;
      };
    },

    /**
     * Runs belong to the user who started them: when another user signs in on the same page,
     * this page starts afresh for them (their own runs, if any, are read from the storage).
     */
    claim(userId: Identifier): void {
      const id = String(userId);
      if (owner !== undefined && owner !== id) reset();
      owner = id;
      watchAll();
    },

    reset,

    /** Stops listening to the other tabs (tests). */
    dispose: unsubscribeStorage,
  };
}

export type GenerationStore = ReturnType<typeof createGenerationStore>;

const fallbackStorage = memoryStorage();

/** Set from the moment the page is hidden for good until it is shown again (back/forward cache). */
let pageLeaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    pageLeaving = true;
  });
  window.addEventListener('pageshow', () => {
    pageLeaving = false;
  });
}

const store = createGenerationStore({
  storage: () => browserStorage() ?? fallbackStorage,
  userId: signedInUserKey,
  now: clockNow,
  lock: (name) => crossTabLock(name),
  onStorage(listener) {
    if (typeof window === 'undefined') return () => undefined;
    const onEvent = (event: StorageEvent) => listener(event.key);
    window.addEventListener('storage', onEvent);
    return () => window.removeEventListener('storage', onEvent);
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  newId: () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
  leaving: () => pageLeaving,
});

export const generationOf = store.generationOf;
export const startGeneration = store.startGeneration;
export const subscribeToGenerations = store.subscribe;
export const pendingGenerationNotices = store.pendingNotices;
export const takeGenerationNotices = store.takeNotices;
export const watchGenerationRuns = store.watchRuns;
export const claimGenerations = (userId: Identifier) => store.claim(userId);
export const resetGenerations = () => store.reset();
