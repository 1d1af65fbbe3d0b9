// The budget per phase, in money and percent, with the weeks each phase covers.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormatPercent } from '@/lib/numbers';
import { useFormatMoney } from './useFormatMoney';
import {
  isOngoing,
  phaseSplit,
  todayIso,
  type PhaseDistribution,
  type PhaseShare,
} from '@/components/promotion/phaseSplit';

export interface PhaseSplitTableProps {
  budget: number;
  launchDate: string;
  distribution: PhaseDistribution;
}

const T = 'app.campaigns.wizard.budget';

export const PhaseSplitTable = ({ budget, launchDate, distribution }: PhaseSplitTableProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const ongoing = isOngoing(launchDate, todayIso());
  const shares = phaseSplit(budget, ongoing, distribution);
  const formatPercent = useFormatPercent(2);
  const week = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const weeksOf = ({ weeks }: PhaseShare) => {
    if (!weeks) return translate(`${T}.no_weeks`);
    const [from, to] = weeks;
    return from === to
      ? translate(`${T}.week_single`, { week: week.format(from) })
      : translate(`${T}.week_range`, { from: week.format(from), to: week.format(to) });
  };
  const note = !launchDate ? 'no_date' : ongoing ? 'ongoing' : 'upcoming';

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(`${T}.split_title`)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {translate(`${T}.${note}`)}
      </Typography>
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.phase`)}</TableCell>
            <TableCell>{translate(`${T}.weeks`)}</TableCell>
            <TableCell align="right">{translate(`${T}.share`)}</TableCell>
            <TableCell align="right">{translate(`${T}.amount`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shares.map((share) => (
            <TableRow key={share.phase}>
              <TableCell component="th" scope="row">
                {translate(`${T}.phases.${share.phase}`)}
              </TableCell>
              <TableCell>{weeksOf(share)}</TableCell>
              <TableCell align="right">{formatPercent(share.percent / 100)}</TableCell>
              <TableCell align="right">{formatMoney(share.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
};
