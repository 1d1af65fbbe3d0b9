// How this page follows the runs of the other tabs: each of their writes to a run record
// (a storage event) shows at once, an end they recorded is queued to refresh what it changed
// (without a toast: the tab that recorded it tells the user), and a run left unwatched is watched.
import { campaignOfRunKey } from '@/providers/generationRuns';
import { IDLE } from './generationSnapshot';
import type { GenerationPage, GenerationState } from './generationStoreTypes';
import type { WatchRun } from './generationWatch';

export function followOtherTabs(
  page: GenerationPage,
  generationOf: (campaignId: string) => GenerationState,
  watch: WatchRun,
) {
  /** Another tab wrote a run: show it, and refresh what it changed once it has ended. */
  return function onStorageChange(key: string | null): void {
    const user = page.deps.userId();
    if (key === null) {
      page.snapshots = new Map();
      page.emit();
      return;
    }
    const campaignId = campaignOfRunKey(key, user);
    if (campaignId === null) return;
    const before = page.snapshots.get(campaignId)?.state ?? IDLE;
    const after = generationOf(campaignId);
    if (before.running && !after.running && after.lastResult) {
      page.notices = [...page.notices, { campaignId, result: after.lastResult, report: false }];
    }
    page.emit();
    watch(user, campaignId);
  };
}
