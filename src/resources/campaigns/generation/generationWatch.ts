// The watching seam of the generation store: a run this page did not send (another tab's, or
// this page's own before a reload) is watched once the page that sent it lets go of the
// campaign's lock: its posts are read every GENERATION_POLL_MS until they show the end
// (generationEnd.ts) or its ten minutes pass, and that end is reported once (generationReport.ts).
import { GENERATION_LIMIT_MS } from '@/providers/generationRuns';
import { endSeenInPosts } from './generationEnd';
import type { FinishRun } from './generationReport';
import { recordedCampaigns, removeStaleRuns, runLockName } from './generationRunStorage';
import type { GenerationPage } from './generationStoreTypes';

/** A run nobody heard the end of within its ten minutes. */
export const GENERATION_TIMED_OUT = 'app.long_jobs.generation.timed_out';

/** How often a page that did not send a run looks at the campaign's posts. */
export const GENERATION_POLL_MS = 5_000;

/** Watches the user's run of the campaign, unless it is watched, sent here or over. */
export type WatchRun = (user: string, campaignId: string) => void;

export function createWatching(page: GenerationPage, finish: FinishRun) {
  const { deps, runs } = page;

  /** Looks at the posts until the run ends, this page lets go of it, or the user changes. */
  async function poll(user: string, campaignId: string, startedIn: number): Promise<void> {
    for (;;) {
      const current = runs.read(user, campaignId);
      const load = page.loadPosts;
      if (startedIn !== page.epoch || !load || user !== deps.userId()) return;
      if (!current || current.endedAt !== undefined || page.sending.has(current.runId)) return;
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
  }

  /** Watches a run this page did not send, once the page that sent it has let go (see top). */
  function watch(user: string, campaignId: string): void {
    const pair = `${user}\n${campaignId}`;
    const run = runs.read(user, campaignId);
    if (!page.loadPosts || page.watching.has(pair) || !run || run.endedAt !== undefined) return;
    if (page.sending.has(run.runId)) return;
    const watchingNow = page.watching;
    watchingNow.add(pair);
    const startedIn = page.epoch;
    void deps
      .lock(runLockName(user, campaignId))(() => poll(user, campaignId, startedIn))
      .catch(() => undefined)
      .finally(() => watchingNow.delete(pair));
  }

  /** Every run of the signed-in user still going, as this page finds them. */
  function watchAll(): void {
    const user = deps.userId();
    const storage = deps.storage();
    try {
      removeStaleRuns(storage, () => deps.now());
    } catch {
      // Storage refused: the records stay, as they did before.
    }
    for (const campaignId of recordedCampaigns(storage, user)) watch(user, campaignId);
  }

  return { watch, watchAll };
}
