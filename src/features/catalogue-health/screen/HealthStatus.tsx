// The top of the screen: when the report was made, the check's button (Cancel while it runs),
// its progress in a polite live region, and why a check failed (the last report stays below).
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { serverMessageOr } from '@/lib/errorMessage';
import { useRelativeTime } from '@/lib/relativeTime';
import type { HealthKind } from '@/components/catalogueHealth/model/types';

export interface CheckProgress {
  kind: HealthKind;
  done: number;
  total: number;
}

export interface HealthStatusProps {
  checkedAt: number | null;
  checking: boolean;
  progress: readonly CheckProgress[] | null;
  error: unknown;
  hasReport: boolean;
  onCheck: () => void;
  onCancel: () => void;
}

const T = 'app.catalogue_health';

/** The kind being read now: the first one not finished, else the last one. */
const currentOf = (progress: readonly CheckProgress[]) =>
  progress.find((step) => step.done < step.total) ?? progress[progress.length - 1];

export const HealthStatus = (props: HealthStatusProps) => {
  const { checkedAt, checking, progress, error, hasReport, onCheck, onCancel } = props;
  const translate = useTranslate();
  const relativeTime = useRelativeTime();
  const current = checking && progress?.length ? currentOf(progress) : undefined;
  const progressText = current
    ? translate(`${T}.progress.${current.kind}`, {
        smart_count: current.total,
        done: current.done,
        total: current.total,
      })
    : checking
      ? translate(`${T}.starting`)
      : '';
  const done = progress?.reduce((sum, step) => sum + step.done, 0) ?? 0;
  const total = progress?.reduce((sum, step) => sum + step.total, 0) ?? 0;
  const failure = error ? serverMessageOr(error, `${T}.check_failed`) : null;

  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography sx={{ flex: 1 }}>
          {checkedAt !== null
            ? translate(`${T}.last_checked`, { time: relativeTime(checkedAt) })
            : translate(`${T}.never_checked`)}
        </Typography>
        {checking ? (
          <Button variant="outlined" onClick={onCancel}>
            {translate(`${T}.cancel`)}
          </Button>
        ) : (
          <Button variant="contained" onClick={onCheck}>
            {translate(`${T}.check_now`)}
          </Button>
        )}
      </Stack>
      <Typography role="status" aria-live="polite" variant="body2">
        {progressText}
      </Typography>
      {checking && (
        <LinearProgress
          aria-label={progressText}
          variant={total > 0 ? 'determinate' : 'indeterminate'}
          value={total > 0 ? (100 * done) / total : undefined}
        />
      )}
      {failure && (
        <Alert severity="error">
          {translate(failure, { _: failure })}
          {hasReport && ` ${translate(`${T}.kept_report`)}`}
        </Alert>
      )}
    </Stack>
  );
};
