// The dry run's report: how many rows would be created, skipped as duplicates or refused, a
// filter by fate, and a paged table with each row's reasons, field by field. Then Import.
import {
  Alert,
  Box,
  Button,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatNumber } from '@/lib/numbers';
import type { ColumnMapping } from '../../mapping/guessMapping';
import type { ImportKind } from '../../mapping/importFields';
import type { ImportPlan } from '../../run/importPlan';
import { StepHeading } from '../StepHeading';
import { ReportTable } from './ReportTable';
import { countFates, FATES, MAIN_FIELD, type Fate } from './reportRows';

export interface DryRunReportProps {
  kind: ImportKind;
  plan: ImportPlan;
  mapping: ColumnMapping<ImportKind>;
  onBack: () => void;
  onStart: (plan: ImportPlan) => void;
}

const KEY = 'app.catalogue_import.report';

export const DryRunReport = ({ kind, plan, mapping, onBack, onStart }: DryRunReportProps) => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const [shown, setShown] = useState<Fate | 'all'>('all');
  const counts = countFates(plan);
  const column = (mapping as readonly (string | null)[]).indexOf(MAIN_FIELD[kind]);
  const rows = shown === 'all' ? plan.rows : plan.rows.filter((row) => row.fate === shown);

  return (
    <Stack spacing={2}>
      <StepHeading focus>{translate(`${KEY}.title`)}</StepHeading>
      <Alert severity="info">{translate(`${KEY}.nothing_written`)}</Alert>
      {/* The figures as one named group (a description list has no role to carry a name). */}
      <Box role="group" aria-label={translate(`${KEY}.counts_label`)}>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
          {FATES.map((fate) => (
            <div key={fate}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {translate(`${KEY}.count.${fate}`)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {formatNumber(counts[fate])}
              </Typography>
            </div>
          ))}
        </Box>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={shown}
        onChange={(_event, next: Fate | 'all' | null) => {
          if (next) setShown(next);
        }}
        aria-label={translate(`${KEY}.filter_label`)}
      >
        {(['all', ...FATES] as const).map((fate) => (
          <ToggleButton key={fate} value={fate}>
            {translate(`${KEY}.filter.${fate}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* A new filter starts on its first page. */}
      <ReportTable
        key={shown}
        kind={kind}
        plan={plan}
        rows={rows}
        mainColumn={column < 0 ? null : column}
      />
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack}>{translate(`${KEY}.back`)}</Button>
        <Button variant="contained" disabled={counts.create === 0} onClick={() => onStart(plan)}>
          {translate(`${KEY}.import`, {
            smart_count: counts.create,
            count: counts.create,
          })}
        </Button>
      </Stack>
    </Stack>
  );
};
