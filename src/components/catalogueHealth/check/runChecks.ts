// The check itself: every rule over the catalogue as read, in the rules' order. Pure, so that it
// runs alike in the page and in the worker (checks.worker.ts).
import { now } from '@/lib/clock';
import type { CatalogueData, HealthKind, HealthReport, HealthRule } from '../model/types';

export function runChecks(
  data: CatalogueData,
  rules: readonly HealthRule[],
  /** When the catalogue was read; the worker's clock is not the app's, so the page gives it. */
  checkedAt: number = now(),
): HealthReport {
  const checked: Record<HealthKind, number> = {
    artists: data.artists.length,
    songs: data.songs.length,
    albums: data.albums.length,
    campaigns: data.campaigns.length,
    smartLinks: data.smartLinks.length,
  };
  return {
    checkedAt,
    checked,
    groups: rules.map((rule) => ({ ruleId: rule.id, findings: rule.check(data) })),
  };
}
