// How this page starts a run: it holds the campaign's cross-tab lock while its request lasts,
// records the run with each post's caption fingerprint first (without which another page cannot
// see a rewrite end), and reports the answer (generationReport.ts). An answer that never came
// (the page being left, a dropped connection) does not end the run: it is then watched
// (generationWatch.ts) like another page's.
import type { Identifier } from 'react-admin';
import type { CampaignPost, GenerationSummary } from '@/api/types';
import { serverMessageOr } from '@/lib/errorMessage';
import {
  isLiveRun,
  lostContact,
  type GenerationResult,
  type GenerationRun,
} from '@/providers/generationRuns';
import { captionFingerprints } from './generationEnd';
import type { FinishRun } from './generationReport';
import type { WatchRun } from './generationWatch';
import { runLockName } from './generationRunStorage';
import type {
  GeneratePosts,
  GenerationOptions,
  GenerationPage,
  GenerationSource,
} from './generationStoreTypes';

/** The spec's text for a failed generation, when the server sends none. */
export const GENERATION_FAILED = 'app.campaigns.posts.generation.failed';
/** The spec's text for a failed Regenerate Caption, when the server sends none. */
export const CAPTION_REGENERATION_FAILED = 'app.campaigns.drawer.actions.regenerate_failed';

const isSummary = (value: unknown): value is GenerationSummary =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GenerationSummary).successful === 'number' &&
  typeof (value as GenerationSummary).errors === 'number';

/** A run about to be sent, and what its sending needs. */
interface Sending {
  user: string;
  id: string;
  run: GenerationRun;
  generate: GeneratePosts;
  options: GenerationOptions;
  posts: readonly CampaignPost[] | undefined;
  /** The reset epoch the start was asked in. */
  startedIn: number;
  /** Drops the pending start, once the run is recorded or given up. */
  settled: () => void;
}

/** Each post's caption fingerprint, from the screen's posts or else read now; none if that fails. */
async function fingerprintsOf(
  page: GenerationPage,
  campaignId: string,
  posts: readonly CampaignPost[] | undefined,
): Promise<Record<string, string> | undefined> {
  if (posts) return captionFingerprints(posts);
  if (!page.loadPosts) return undefined;
  try {
    return captionFingerprints(await page.loadPosts(campaignId));
  } catch {
    // Sent anyway: other pages then see a rewrite end only when its ten minutes pass.
    return undefined;
  }
}

/** Under the campaign's lock: records the run, sends it, and reports its answer. */
async function send(page: GenerationPage, finish: FinishRun, s: Sending): Promise<void> {
  const { deps, runs } = page;
  const { user, id, run, startedIn } = s;
  const failedText = run.kind === 'caption' ? CAPTION_REGENERATION_FAILED : GENERATION_FAILED;
  // Another tab may have started one while this page waited for the lock (or read posts).
  const stale = () =>
    startedIn !== page.epoch || deps.leaving() || isLiveRun(runs.read(user, id), deps.now());
  if (stale()) return s.settled();
  const before = await fingerprintsOf(page, id, s.posts);
  if (stale()) return s.settled();
  runs.write(user, before ? { ...run, before } : run);
  page.sending.add(run.runId);
  s.settled();
  let result: GenerationResult | null;
  let failure: unknown;
  try {
    const { data } = await s.generate({ ...s.options, campaign_id: Number(id) }, run.runId);
    // An answer that is no summary says nothing of how the run ended: its posts will tell
    // (a refused session throws, through the surfaced dataProvider, and ends it as failed).
    result = isSummary(data) ? { summary: data } : null;
  } catch (error) {
    failure = error;
    result = lostContact(error) ? null : { error: serverMessageOr(error, failedText) };
  } finally {
    page.sending.delete(run.runId);
  }
  if (startedIn !== page.epoch || deps.leaving()) return;
  if (result) finish(user, run, result, failure);
  else page.emit();
}

export function createSending(page: GenerationPage, finish: FinishRun, watch: WatchRun) {
  const { deps, runs } = page;

  /**
   * Starts generating the campaign's posts, unless a run of that campaign is under way in any tab
   * of the browser: then nothing is sent and false is returned. The posts' captions are taken
   * first (the screen's, else read), so that another page can tell when this run has ended.
   */
  return function startGeneration(
    campaignId: Identifier,
    generate: GeneratePosts,
    options: GenerationOptions = {},
    { posts, kind }: GenerationSource = {},
  ): boolean {
    const id = String(campaignId);
    const user = deps.userId();
    if (page.starting.has(id) || isLiveRun(runs.read(user, id), deps.now())) return false;
    const startedIn = page.epoch;
    const startedAt = deps.now();
    const run: GenerationRun = {
      runId: deps.newId(),
      campaignId: id,
      startedAt,
      regenerate: options.regenerate === true,
      ...(options.post_ids ? { postIds: [...options.post_ids] } : {}),
      ...(kind ? { kind } : {}),
    };
    page.starting.set(id, startedAt);
    page.emit();
    const startingNow = page.starting;
    const settled = () => {
      if (startingNow.get(id) !== startedAt) return;
      startingNow.delete(id);
      page.emit();
    };
    const sending: Sending = { user, id, run, generate, options, posts, startedIn, settled };
    void deps
      .lock(runLockName(user, id))(() => send(page, finish, sending))
      .catch(settled)
      // Not ended as far as this page knows (no answer came): its posts will tell.
      .then(() => watch(user, id));
    return true;
  };
}
