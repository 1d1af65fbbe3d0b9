// One kind's section (Songs, Albums, Artists, Promotion): its heading with the kind's total, then
// its rules as a list of headings with their counts.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { Finding, HealthKind, HealthRule } from '@/components/catalogueHealth/model/types';
import { BulkFixProvider, type BulkResource } from './BulkFix';
import type { HealthSection } from './healthKinds';
import { RuleGroup } from './RuleGroup';

export interface KindSectionProps {
  section: HealthSection;
  rules: readonly HealthRule[];
  findingsOf: (ruleId: string) => readonly Finding[];
  isOpen: (ruleId: string) => boolean;
  onToggle: (ruleId: string) => void;
  onSaved: (kind: HealthKind, record: RaRecord) => void;
}

/** The resource whose bulk edit the section's groups open, if any of them is fixed in bulk. */
const bulkResourceOf = (rules: readonly HealthRule[]): BulkResource | null =>
  rules.flatMap((rule) => (rule.fix.type === 'bulk' ? [rule.fix.resource] : []))[0] ?? null;

export const KindSection = (props: KindSectionProps) => {
  const { section, rules, findingsOf, isOpen, onToggle, onSaved } = props;
  const translate = useTranslate();
  const headingId = useId();
  const total = rules.reduce((sum, rule) => sum + findingsOf(rule.id).length, 0);
  const bulkResource = bulkResourceOf(rules);
  const name = translate(`app.catalogue_health.kinds.${section}`);
  const counted = total
    ? translate('app.catalogue_health.problems', {
        smart_count: total,
        count: total,
      })
    : translate('app.catalogue_health.no_problems');
  const withBulk = (children: ReactNode) =>
    bulkResource ? (
      <BulkFixProvider resource={bulkResource} onSaved={onSaved}>
        {children}
      </BulkFixProvider>
    ) : (
      children
    );

  return (
    <Stack component="section" spacing={1} aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        // In one piece, as the rules' headings are (RuleGroup.tsx).
        aria-label={`${name}${translate('app.catalogue_health.separator')}${counted}`}
        variant="h5"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
      >
        <span>{name}</span>
        <Chip
          component="span"
          size="small"
          variant={total ? 'filled' : 'outlined'}
          color={total ? 'warning' : 'default'}
          label={counted}
        />
      </Typography>
      {withBulk(
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rules.map((rule) => (
            <RuleGroup
              key={rule.id}
              rule={rule}
              findings={findingsOf(rule.id)}
              open={isOpen(rule.id)}
              onToggle={() => onToggle(rule.id)}
              onSaved={onSaved}
            />
          ))}
        </Box>,
      )}
    </Stack>
  );
};
