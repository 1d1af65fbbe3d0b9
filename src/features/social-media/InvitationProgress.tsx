import { Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { InvitationRun } from './useInvitationRun';

const KEY = 'app.social_media.progress';

/**
 * The run of invitations: how far it is, then how many went and how many did not, with Retry
 * for those. Each artist's own result is on its row. `headingRef` takes the focus when a bulk
 * send starts (the button that started it is then disabled: nothing left selected).
 */
export const InvitationProgress = ({
  run,
  headingRef,
}: {
  run: InvitationRun;
  headingRef: Ref<HTMLParagraphElement>;
}) => {
  const translate = useTranslate();
  const total = run.invitees.length;
  if (!total) return null;
  const outcomes = run.invitees.map((artist) => run.outcomeOf(artist.id));
  const sent = outcomes.filter((o) => o?.status === 'sent').length;
  const failed = outcomes.filter((o) => o?.status === 'failed').length;
  const done = sent + failed;
  const figures = {
    done,
    total,
    sent,
    failed,
  };
  // Each count agrees with its own noun ("1 envoyée, 2 non envoyées"): a phrase per count.
  const counted = (key: string, value: number) =>
    translate(`${KEY}.${key}`, { smart_count: value, count: value });
  const outcome = {
    ...figures,
    sent: counted('done_sent', sent),
    failed: counted('done_failed', failed),
  };
  const label = translate(`${KEY}.label`);
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2, mb: 2 }}>
      <Stack spacing={1.5}>
        <Typography ref={headingRef} tabIndex={-1} role="status" sx={{ outline: 'none' }}>
          {run.isRunning ? translate(`${KEY}.running`, figures) : translate(`${KEY}.done`, outcome)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / total) * 100}
          aria-label={label}
          aria-valuetext={translate(`${KEY}.running`, figures)}
        />
        {!run.isRunning && (
          <Stack direction="row" spacing={1}>
            {failed > 0 && (
              <Button variant="contained" onClick={run.retryFailed}>
                {translate(`${KEY}.retry_failed`, { count: figures.failed })}
              </Button>
            )}
            <Button onClick={run.dismiss}>{translate(`${KEY}.dismiss`)}</Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
};
