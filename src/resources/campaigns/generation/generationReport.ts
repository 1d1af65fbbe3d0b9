// The reporting seam of the generation store: a run's end is recorded once, by the first page
// that learns it, and queued as the notice that tells the user (GenerationNotices takes the
// queue: one notice, one toast). Ends seen in another tab's writes are queued by
// generationOtherTabs.ts, to refresh only.
import type { GenerationResult, GenerationRun } from '@/providers/generationRuns';
import type { GenerationNotice, GenerationPage } from './generationStoreTypes';

export type FinishRun = (
  user: string,
  run: GenerationRun,
  result: GenerationResult,
  failure?: unknown,
) => void;

export function createReporting(page: GenerationPage) {
  const { deps, runs } = page;

  /**
   * Records the end, and the notice that reports it, unless the run was replaced by a newer one
   * or already reported by another page: then only the server's own summary, when this page has
   * it, replaces the one read from the posts.
   */
  const finish: FinishRun = (user, run, result, failure) => {
    if (deps.leaving()) return;
    const current = runs.read(user, run.campaignId);
    if (!current || current.runId !== run.runId) return;
    if (current.endedAt !== undefined) {
      if ('summary' in result) runs.write(user, { ...current, result });
    } else {
      runs.write(user, { ...current, endedAt: deps.now(), result });
      if (user === deps.userId()) {
        const kind = run.kind ? { kind: run.kind } : {};
        page.notices = [
          ...page.notices,
          { campaignId: run.campaignId, result, report: true, failure, ...kind },
        ];
      }
    }
    page.emit();
  };

  return {
    finish,

    /** Ended runs not acted upon yet, oldest first. */
    pendingNotices: (): readonly GenerationNotice[] => page.notices,

    /** Hands over the pending notices to the one that acts on them, and forgets them. */
    takeNotices(): readonly GenerationNotice[] {
      const taken = page.notices;
      if (taken.length > 0) {
        page.notices = [];
        page.emit();
      }
      return taken;
    },
  };
}
