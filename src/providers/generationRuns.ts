// A post generation runs on the server for up to 10 minutes, longer than a page may live. Each
// run is recorded in localStorage, per signed-in user and campaign, so that a reload or another
// tab of the browser knows it is still going, and no second one is sent meanwhile (issue 20).
// The record outlives the run as its outcome, until the next run of the campaign replaces it or
// a day has passed since it ended (isStaleRun).
import { HttpError } from 'react-admin';
import { ERROR_KEYS } from '../api/errors';
import { tokenStore } from '../api/tokenStore';
import type { GenerationSummary } from '../api/types';
import { now } from '../lib/clock';
import { browserStorage } from '../lib/browserStorage';

/** The contract lets a generation take up to 10 minutes; past that it is not waited for. */
export const GENERATION_LIMIT_MS = 600_000;

/** How long an ended run's outcome is kept after its end: the card shows it meanwhile. */
export const ENDED_RUN_KEPT_MS = 86_400_000;

const PREFIX = 'label-admin.generation:';

/**
 * How a run ended: the server's summary; the text of its failure (the server's, else an i18n
 * key); or, seen from a page that did not send it, only that its posts were written.
 */
export type GenerationResult =
  { summary: GenerationSummary } | { error: string } | { detected: true };

/**
 * What sent the run, when not the campaign's generate call: a post's Regenerate Caption (POST
 * /post-generation/posts/{id}/regenerate), told in that action's own words.
 */
export type GenerationKind = 'caption';

export interface GenerationRun {
  runId: string;
  campaignId: string;
  /** App clock, ms. */
  startedAt: number;
  /** Only these posts; all of the campaign's when absent. */
  postIds?: number[];
  /** Existing content is rewritten (Regenerate All); otherwise only posts without a caption. */
  regenerate: boolean;
  /**
   * Each post's caption fingerprint when the run started, when the screen had the posts: a page
   * that did not send the run sees it end when these have all changed.
   */
  before?: Record<string, string>;
  kind?: GenerationKind;
  endedAt?: number;
  result?: GenerationResult;
}

export type RunStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const encode = (part: string | number) => encodeURIComponent(String(part));

export const generationRunKey = (userId: string | number, campaignId: string | number) =>
  `${PREFIX}${encode(userId)}:${encode(campaignId)}`;

/** A run key of any user. */
export const isGenerationRunKey = (key: string | null): key is string => !!key?.startsWith(PREFIX);

/** The campaign id of a run key of this user, or null for any other key. */
export function campaignOfRunKey(key: string | null, userId: string | number): string | null {
  const prefix = `${PREFIX}${encode(userId)}:`;
  return key?.startsWith(prefix) ? decodeURIComponent(key.slice(prefix.length)) : null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored run, or null when the text is not one (another version's, or damaged). */
export function parseGenerationRun(raw: string | null): GenerationRun | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isObject(value)) return null;
    const { runId, campaignId, startedAt, regenerate } = value;
    if (typeof runId !== 'string' || typeof campaignId !== 'string') return null;
    if (typeof startedAt !== 'number' || typeof regenerate !== 'boolean') return null;
    return value as unknown as GenerationRun;
  } catch {
    return null;
  }
}

/** Still to be waited for: not ended, and its ten minutes have not passed. */
export const isLiveRun = (run: GenerationRun | null, at: number): run is GenerationRun =>
  !!run && run.endedAt === undefined && at < run.startedAt + GENERATION_LIMIT_MS;

/**
 * Kept no longer: it ended (or its ten minutes passed unheard) more than a day ago. Nothing of
 * it is left to report; removing it keeps localStorage from growing with every run.
 */
export function isStaleRun(run: GenerationRun, at: number): boolean {
  const end = run.endedAt ?? run.startedAt + GENERATION_LIMIT_MS;
  return at >= end + ENDED_RUN_KEPT_MS;
}

/** The signed-in user's id as the keys hold it; '-' before anyone is known. */
export const signedInUserKey = (): string => String(tokenStore.user()?.id ?? '-');

/** The campaign's run that is still going in this browser (any tab), if any. */
export function liveGenerationRun(campaignId: string | number): GenerationRun | null {
  const storage = browserStorage();
  if (!storage) return null;
  const run = parseGenerationRun(storage.getItem(generationRunKey(signedInUserKey(), campaignId)));
  return isLiveRun(run, now()) ? run : null;
}

/**
 * A start refused before anything was sent: a run of the campaign is still going. An HttpError
 * (409, as a server would say it) so that a failure toast shows its text.
 */
export class GenerationRunningError extends HttpError {
  constructor() {
    super('app.long_jobs.generation.already_running', 409, {});
    // HttpError sets its own prototype, which would hide this class from instanceof.
    Object.setPrototypeOf(this, GenerationRunningError.prototype);
    this.name = 'GenerationRunningError';
  }
}

/**
 * The request of a run failed without an answer (a dropped connection, a proxy giving up, the
 * client's time limit): the server may still be generating, so the run is not over. A request
 * refused offline was never sent, so that run is.
 */
export const lostContact = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 0 && error.message !== ERROR_KEYS.offlineWrite;
