// A generation takes up to 10 minutes and the user may leave the screen meanwhile, so runs and
// their outcomes live here, outside React, keyed by campaign id: a card mounted again finds its
// run still going (or its result), and GenerationNotices, always mounted, reports each end.
// Components read the store through useSyncExternalStore.
import type { Identifier } from 'react-admin';
import type { GeneratePostsRequest, GenerationSummary } from '../../../api/types';
import { now } from '../../../lib/clock';
import { serverMessageOr } from '../../../lib/errorMessage';

/** The spec's text for a failed generation, when the server sends none. */
export const GENERATION_FAILED = 'app.campaigns.posts.generation.failed';

/** How a run ended: the server's summary, or the text to show for its failure. */
export type GenerationResult = { summary: GenerationSummary } | { error: string };

export interface GenerationState {
  running: boolean;
  /** When the running generation started (clock time, ms). */
  startedAt?: number;
  /** How the last run ended, kept until the next one starts. */
  lastResult?: GenerationResult;
}

/** A finished run the user has not been told about yet. */
export type GenerationNotice = { campaignId: string } & (
  { summary: GenerationSummary } | { failure: unknown }
);

/** The call that generates: the dataProvider's generatePosts. */
export type GeneratePosts = (request: GeneratePostsRequest) => Promise<{ data: GenerationSummary }>;

/** What a run generates beyond the whole campaign (the posts view's Generate Drafts, ...). */
export type GenerationOptions = Omit<GeneratePostsRequest, 'campaign_id'>;

const IDLE: GenerationState = { running: false };

let states = new Map<string, GenerationState>();
let notices: readonly GenerationNotice[] = [];
/** Bumped by resetGenerations, so that a run started before it reports nowhere. */
let epoch = 0;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function subscribeToGenerations(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The campaign's run; the same object until it changes (a useSyncExternalStore snapshot). */
export const generationOf = (campaignId: Identifier): GenerationState =>
  states.get(String(campaignId)) ?? IDLE;

/** Finished runs not reported yet, oldest first. */
export const pendingGenerationNotices = (): readonly GenerationNotice[] => notices;

/** Hands over the pending notices to the one that reports them, and forgets them. */
export function takeGenerationNotices(): readonly GenerationNotice[] {
  const taken = notices;
  if (taken.length > 0) {
    notices = [];
    emit();
  }
  return taken;
}

const isSummary = (value: unknown): value is GenerationSummary =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GenerationSummary).successful === 'number' &&
  typeof (value as GenerationSummary).errors === 'number';

/**
 * Starts generating the campaign's posts, unless a run of that campaign is under way: then
 * nothing is sent and false is returned.
 */
export function startGeneration(
  campaignId: Identifier,
  generate: GeneratePosts,
  options: GenerationOptions = {},
): boolean {
  const key = String(campaignId);
  if (generationOf(key).running) return false;
  const startedIn = epoch;
  states.set(key, { running: true, startedAt: now() });
  emit();

  const finish = (result: GenerationResult | undefined, notice?: GenerationNotice) => {
    if (startedIn !== epoch) return;
    states.set(key, result ? { running: false, lastResult: result } : IDLE);
    if (notice) notices = [...notices, notice];
    emit();
  };
  generate({ ...options, campaign_id: Number(campaignId) }).then(
    ({ data }) =>
      // react-admin answers `{ data: {} }` once a refused session has signed the user out:
      // there is nobody left to tell.
      isSummary(data)
        ? finish({ summary: data }, { campaignId: key, summary: data })
        : finish(undefined),
    (error: unknown) =>
      finish(
        { error: serverMessageOr(error, GENERATION_FAILED) },
        { campaignId: key, failure: error },
      ),
  );
  return true;
}

let owner: string | undefined;

/**
 * Runs and outcomes belong to the user who started them: when another user signs in on the same
 * tab, they start afresh. (The same user signing in again finds their runs.)
 */
export function claimGenerations(userId: Identifier): void {
  const id = String(userId);
  if (owner !== undefined && owner !== id) resetGenerations();
  owner = id;
}

/** Forgets every run and outcome (between tests). */
export function resetGenerations(): void {
  epoch += 1;
  states = new Map();
  notices = [];
  emit();
}
