// A generation takes up to 10 minutes; the user may leave the screen, reload the page or open
// another tab meanwhile. So each run is recorded in localStorage (lib/generationRuns.ts), and this
// store, outside React, reads it for every campaign card and posts view, of every tab:
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
import type { Identifier } from 'react-admin';
import { crossTabLock, type RunExclusive } from '../../../api/refreshLock';
import type { CampaignPost, GeneratePostsRequest, GenerationSummary } from '../../../api/types';
import { now as clockNow } from '../../../lib/clock';
import { serverMessageOr } from '../../../lib/errorMessage';
import {
  GENERATION_LIMIT_MS,
  campaignOfRunKey,
  generationRunKey,
  isGenerationRunKey,
  isLiveRun,
  isStaleRun,
  lostContact,
  parseGenerationRun,
  signedInUserKey,
  type GenerationKind,
  type GenerationResult,
  type GenerationRun,
} from '../../../lib/generationRuns';
import { captionFingerprints, endSeenInPosts } from './generationEnd';
import { browserStorage } from '../../../lib/browserStorage';

export type { GenerationKind, GenerationResult };

/** The spec's text for a failed generation, when the server sends none. */
export const GENERATION_FAILED = 'app.campaigns.posts.generation.failed';
/** The spec's text for a failed Regenerate Caption, when the server sends none. */
export const CAPTION_REGENERATION_FAILED = 'app.campaigns.drawer.actions.regenerate_failed';
/** A run nobody heard the end of within its ten minutes. */
export const GENERATION_TIMED_OUT = 'app.long_jobs.generation.timed_out';

/** How often a page that did not send a run looks at the campaign's posts. */
export const GENERATION_POLL_MS = 5_000;

export interface GenerationState {
  running: boolean;
  /** When the running generation started (clock time, ms). */
  startedAt?: number;
  /** How the last run ended, kept until the next one starts. */
  lastResult?: GenerationResult;
}

/**
 * A run that ended. `report`: this page is the one to tell the user (every page refreshes what
 * the run changed). `failure`: the error of a failed request, for the failure toast.
 */
export interface GenerationNotice {
  campaignId: string;
  result: GenerationResult;
  report: boolean;
  failure?: unknown;
  /** Sent by a post's Regenerate Caption: told in that action's words. */
  kind?: GenerationKind;
}

/** The call that generates: the dataProvider's generatePosts, told which recorded run it sends. */
export type GeneratePosts = (
  request: GeneratePostsRequest,
  runId: string,
) => Promise<{ data: GenerationSummary }>;

/** Reads a campaign's posts, for watching a run this page did not send. */
export type LoadPosts = (campaignId: string) => Promise<readonly CampaignPost[]>;

/** What a run generates beyond the whole campaign (the posts view's Generate Drafts, ...). */
export type GenerationOptions = Omit<GeneratePostsRequest, 'campaign_id'>;

/** Where a run comes from. */
export interface GenerationSource {
  /** The campaign's posts as the screen has them; read first when absent. */
  posts?: readonly CampaignPost[];
  /** A post's Regenerate Caption rather than the campaign's generate call. */
  kind?: GenerationKind;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface GenerationStoreDeps {
  storage: () => Storage;
  /** The signed-in user, as run keys hold it. */
  userId: () => string;
  now: () => number;
  /** An exclusive lock shared by every tab of the browser. */
  lock: (name: string) => RunExclusive;
  /** Calls back with the key of each change another tab makes to the storage (null: cleared). */
  onStorage: (listener: (key: string | null) => void) => () => void;
  sleep: (ms: number) => Promise<void>;
  newId: () => string;
  /** The page is being left (reloaded, closed): what its requests answer now means nothing. */
  leaving: () => boolean;
}

const IDLE: GenerationState = { running: false };

const isSummary = (value: unknown): value is GenerationSummary =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GenerationSummary).successful === 'number' &&
  typeof (value as GenerationSummary).errors === 'number';

function stateOf(run: GenerationRun | null, startingAt: number | undefined): GenerationState {
  if (run && run.endedAt === undefined) return { running: true, startedAt: run.startedAt };
  if (startingAt !== undefined) return { running: true, startedAt: startingAt };
  if (run?.result) return { running: false, lastResult: run.result };
  return IDLE;
}

export function createGenerationStore(deps: GenerationStoreDeps) {
  const listeners = new Set<() => void>();
  let notices: readonly GenerationNotice[] = [];
  /** Starts asked for here whose run is not recorded yet (the lock is being taken). */
  let starting = new Map<string, number>();
  /** Runs this page sent and still waits for. */
  const sending = new Set<string>();
  /** User and campaign pairs whose runs this page watches (since the last reset). */
  let watching = new Set<string>();
  let snapshots = new Map<
    string,
    { raw: string | null; startingAt?: number; state: GenerationState }
  >();
  let loadPosts: LoadPosts | null = null;
  /** Bumped by reset: what was under way before it reports nowhere. */
  let epoch = 0;
  let owner: string | undefined;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const rawRun = (user: string, campaignId: string): string | null => {
    try {
      return deps.storage().getItem(generationRunKey(user, campaignId));
    } catch {
      return null;
    }
  };
  const readRun = (user: string, campaignId: string) =>
    parseGenerationRun(rawRun(user, campaignId));
  const writeRun = (user: string, run: GenerationRun) => {
    try {
      deps.storage().setItem(generationRunKey(user, run.campaignId), JSON.stringify(run));
    } catch {
      // Storage full or refused: the run goes on, only this page knows of it.
    }
  };
  const lockName = (user: string, campaignId: string) =>
    `label-admin.generation.${encodeURIComponent(user)}.${encodeURIComponent(campaignId)}`;

  /** The campaign's run; the same object until it changes (a useSyncExternalStore snapshot). */
  function generationOf(campaignId: Identifier): GenerationState {
    const id = String(campaignId);
    const raw = rawRun(deps.userId(), id);
    const startingAt = starting.get(id);
    const cached = snapshots.get(id);
    if (cached && cached.raw === raw && cached.startingAt === startingAt) return cached.state;
    const state = stateOf(parseGenerationRun(raw), startingAt);
    snapshots.set(id, { raw, startingAt, state });
    return state;
  }

  /**
   * Records the end, and the notice that reports it, unless the run was replaced by a newer one
   * or already reported by another page: then only the server's own summary, when this page has
   * it, replaces the one read from the posts.
   */
  function finish(
    user: string,
    run: GenerationRun,
    result: GenerationResult,
    failure?: unknown,
  ): void {
    if (deps.leaving()) return;
    const current = readRun(user, run.campaignId);
    if (!current || current.runId !== run.runId) return;
    if (current.endedAt !== undefined) {
      if ('summary' in result) writeRun(user, { ...current, result });
    } else {
      writeRun(user, { ...current, endedAt: deps.now(), result });
      if (user === deps.userId()) {
        const kind = run.kind ? { kind: run.kind } : {};
        notices = [
          ...notices,
          { campaignId: run.campaignId, result, report: true, failure, ...kind },
        ];
      }
    }
    emit();
  }

  /** Each post's caption fingerprint, from the screen's posts or else read now; none if that fails. */
  async function fingerprintsOf(
    campaignId: string,
    posts: readonly CampaignPost[] | undefined,
  ): Promise<Record<string, string> | undefined> {
    if (posts) return captionFingerprints(posts);
    if (!loadPosts) return undefined;
    try {
      return captionFingerprints(await loadPosts(campaignId));
    } catch {
      // Sent anyway: other pages then see a rewrite end only when its ten minutes pass.
      return undefined;
    }
  }

  /**
   * Starts generating the campaign's posts, unless a run of that campaign is under way in any tab
   * of the browser: then nothing is sent and false is returned. The posts' captions are taken
   * first (the screen's, else read), so that another page can tell when this run has ended.
   */
  function startGeneration(
    campaignId: Identifier,
    generate: GeneratePosts,
    options: GenerationOptions = {},
    { posts, kind }: GenerationSource = {},
  ): boolean {
    const id = String(campaignId);
    const user = deps.userId();
    if (starting.has(id) || isLiveRun(readRun(user, id), deps.now())) return false;
    const startedIn = epoch;
    const startedAt = deps.now();
    const run: GenerationRun = {
      runId: deps.newId(),
      campaignId: id,
      startedAt,
      regenerate: options.regenerate === true,
      ...(options.post_ids ? { postIds: [...options.post_ids] } : {}),
      ...(kind ? { kind } : {}),
    };
    const failedText = kind === 'caption' ? CAPTION_REGENERATION_FAILED : GENERATION_FAILED;
    starting.set(id, startedAt);
    emit();
    const startingNow = starting;
    const settled = () => {
      if (startingNow.get(id) !== startedAt) return;
      startingNow.delete(id);
      emit();
    };

    void deps
      .lock(lockName(user, id))(async () => {
        // Another tab may have started one while this page waited for the lock (or read posts).
        const stale = () =>
          startedIn !== epoch || deps.leaving() || isLiveRun(readRun(user, id), deps.now());
        if (stale()) return settled();
        const before = await fingerprintsOf(id, posts);
        if (stale()) return settled();
        writeRun(user, before ? { ...run, before } : run);
        sending.add(run.runId);
        settled();
        let result: GenerationResult | null;
        let failure: unknown;
        try {
          const { data } = await generate({ ...options, campaign_id: Number(id) }, run.runId);
          // An answer that is no summary says nothing of how the run ended: its posts will tell
          // (a refused session throws, through the surfaced dataProvider, and ends it as failed).
          result = isSummary(data) ? { summary: data } : null;
        } catch (error) {
          failure = error;
          result = lostContact(error) ? null : { error: serverMessageOr(error, failedText) };
        } finally {
          sending.delete(run.runId);
        }
        if (startedIn !== epoch || deps.leaving()) return;
        if (result) finish(user, run, result, failure);
        else emit();
      })
      .catch(settled)
      // Not ended as far as this page knows (no answer came): its posts will tell.
      .then(() => watch(user, id));
    return true;
  }

  /** Watches a run this page did not send, once the page that sent it has let go (see top). */
  function watch(user: string, campaignId: string): void {
    const pair = `${user}\n${campaignId}`;
    const run = readRun(user, campaignId);
    if (!loadPosts || watching.has(pair) || !run || run.endedAt !== undefined) return;
    if (sending.has(run.runId)) return;
    const watchingNow = watching;
    watchingNow.add(pair);
    const startedIn = epoch;
    void deps
      .lock(lockName(user, campaignId))(async () => {
        for (;;) {
          const current = readRun(user, campaignId);
          const load = loadPosts;
          if (startedIn !== epoch || !load || user !== deps.userId()) return;
          if (!current || current.endedAt !== undefined || sending.has(current.runId)) return;
          if (deps.now() >= current.startedAt + GENERATION_LIMIT_MS) {
            finish(user, current, { error: GENERATION_TIMED_OUT });
            return;
          }
          try {
            const ended = endSeenInPosts(current, await load(campaignId));
            if (ended) {
              finish(user, current, ended);
              return;
            }
          } catch {
            // A failed look (offline, a server error): look again at the next turn.
          }
          await deps.sleep(GENERATION_POLL_MS);
        }
      })
      .catch(() => undefined)
      .finally(() => watchingNow.delete(pair));
  }

  /** Removes the records of every user that ended more than a day ago (see isStaleRun). */
  function removeStaleRuns(storage: Storage): void {
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!isGenerationRunKey(key)) continue;
      const run = parseGenerationRun(storage.getItem(key));
      if (run && isStaleRun(run, deps.now())) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
  }

  /** Every run of the signed-in user still going, as this page finds them. */
  function watchAll(): void {
    const user = deps.userId();
    const storage = deps.storage();
    try {
      removeStaleRuns(storage);
    } catch {
      // Storage refused: the records stay, as they did before.
    }
    const campaigns: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const campaignId = campaignOfRunKey(storage.key(i), user);
      if (campaignId !== null) campaigns.push(campaignId);
    }
    for (const campaignId of campaigns) watch(user, campaignId);
  }

  /** Another tab wrote a run: show it, and refresh what it changed once it has ended. */
  function onStorageChange(key: string | null): void {
    const user = deps.userId();
    if (key === null) {
      snapshots = new Map();
      emit();
      return;
    }
    const campaignId = campaignOfRunKey(key, user);
    if (campaignId === null) return;
    const before = snapshots.get(campaignId)?.state ?? IDLE;
    const after = generationOf(campaignId);
    if (before.running && !after.running && after.lastResult) {
      notices = [...notices, { campaignId, result: after.lastResult, report: false }];
    }
    emit();
    watch(user, campaignId);
  }

  const unsubscribeStorage = deps.onStorage(onStorageChange);

  return {
    generationOf,
    startGeneration,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Ended runs not acted upon yet, oldest first. */
    pendingNotices: (): readonly GenerationNotice[] => notices,

    /** Hands over the pending notices to the one that acts on them, and forgets them. */
    takeNotices(): readonly GenerationNotice[] {
      const taken = notices;
      if (taken.length > 0) {
        notices = [];
        emit();
      }
      return taken;
    },

    /**
     * Watches the runs this page did not send (after a reload, or from another tab) with
     * `load`, until the returned function is called.
     */
    watchRuns(load: LoadPosts): () => void {
      loadPosts = load;
      watchAll();
      return () => {
        if (loadPosts === load) loadPosts = null;
      };
    },

    /**
     * Runs belong to the user who started them: when another user signs in on the same page,
     * this page starts afresh for them (their own runs, if any, are read from the storage).
     */
    claim(userId: Identifier): void {
      const id = String(userId);
      if (owner !== undefined && owner !== id) this.reset();
      owner = id;
      watchAll();
    },

    /** Forgets what this page was doing or about to report (the storage is left alone). */
    reset(): void {
      epoch += 1;
      starting = new Map();
      watching = new Set();
      snapshots = new Map();
      notices = [];
      emit();
    },

    /** Stops listening to the other tabs (tests). */
    dispose: unsubscribeStorage,
  };
}

export type GenerationStore = ReturnType<typeof createGenerationStore>;

/** Used where the browser keeps nothing: runs are then known to this page only. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

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
