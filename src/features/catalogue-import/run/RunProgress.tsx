import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatNumber } from '@/lib/numbers';
import { reasonText } from './refusedRowsCsv';
import type { RunSnapshot } from './runner';
import { runText } from './runMessages';

const COUNTS = [
  ['created', 'created'],
  ['failed', 'failed'],
  ['refused', 'refused'],
  ['duplicates', 'duplicates'],
  ['refusedAtDryRun', 'refused_dry_run'],
  ['cancelled', 'cancelled'],
] as const;

/** The bar, "n of m", why the run waits (if it does), and the counts so far. */
export function RunProgress({ snapshot }: { snapshot: RunSnapshot }) {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const { counts, state, checking, waiting, notice, persisted, elsewhere } = snapshot;
  // Only rows whose request went out count as sent: a cancelled run's rows left out do not.
  // The noun agrees with the total ("1 of 2 rows sent", "1 sur 2 lignes envoyées").
  const progress = translate(runText('progress.text'), {
    smart_count: counts.total,
    sent: counts.sent,
    total: counts.total,
  });
  const ended = state.status === 'finished' || state.status === 'cancelled';
  const pausedKey =
    state.status === 'paused' ? runText(`notices.paused_${state.pauseReason ?? 'user'}`) : null;
  return (
    <Box>
      {state.interrupted && !ended && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(runText('notices.interrupted'), {
            done: counts.done,
            total: counts.total,
          })}
        </Alert>
      )}
      {!persisted && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(runText('notices.not_kept'))}
        </Alert>
      )}
      <LinearProgress
        variant="determinate"
        value={counts.total === 0 ? 100 : (counts.sent / counts.total) * 100}
        aria-label={translate(runText('progress.label'))}
        aria-valuetext={progress}
      />
      <Typography sx={{ mt: 1 }}>{progress}</Typography>
      {/* Each notice is an Alert (role alert): read out when it appears, without a wrapper region. */}
      <Box sx={{ mt: 1 }}>
        {elsewhere && <Alert severity="info">{translate(runText('notices.elsewhere'))}</Alert>}
        {checking && <Alert severity="info">{translate(runText('notices.checking'))}</Alert>}
        {waiting > 0 && !ended && (
          <Alert severity="info">
            {translate(runText('notices.waiting'), { smart_count: waiting })}
          </Alert>
        )}
        {pausedKey && (
          <Alert severity={state.pauseReason === 'user' ? 'info' : 'warning'}>
            {translate(pausedKey)}
            {notice && (
              <>
                {' '}
                {translate(runText('notices.last_error'), {
                  reason: reasonText(translate, notice),
                })}
              </>
            )}
          </Alert>
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content max-content',
          columnGap: 2,
          rowGap: 0.5,
          my: 2,
          '& dd': { m: 0, fontVariantNumeric: 'tabular-nums' },
        }}
      >
        {COUNTS.map(([count, key]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <dt>{translate(runText(`counts.${key}`))}</dt>
            <dd>{formatNumber(counts[count])}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
