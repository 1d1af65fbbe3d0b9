// A record saved from the screen when the catalogue read for the report is no longer in this page
// (the report was kept from an earlier visit): its findings are checked again against it alone.
// A finding it no longer has is removed, one it still has takes its new value; none is added,
// since a rule that compares records (a duplicated ISRC, an artist without songs) cannot tell
// from one record. The next full check sets everything right.
import { now } from '@/lib/clock';
import type { HealthReport, HealthRule } from '../model/types';
import { emptyCatalogue } from './checkEngine';
import type { ChangedKind } from './checkMessages';
import { todayOf } from './readCatalogue';

export function findingsWithout(
  report: HealthReport,
  rules: readonly HealthRule[],
  kind: ChangedKind,
  record: unknown,
): HealthReport {
  const id = String((record as { id?: unknown }).id);
  const alone = { ...emptyCatalogue(todayOf(now())), [kind]: [record] };
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  return {
    ...report,
    groups: report.groups.map((group) => {
      const rule = byId.get(group.ruleId);
      const at = group.findings.findIndex((finding) => String(finding.id) === id);
      if (!rule || rule.kind !== kind || at < 0) return group;
      const still = rule.check(alone).find((finding) => String(finding.id) === id);
      const findings = [...group.findings];
      if (still) findings[at] = { ...findings[at], ...still };
      else findings.splice(at, 1);
      return { ...group, findings };
    }),
  };
}
