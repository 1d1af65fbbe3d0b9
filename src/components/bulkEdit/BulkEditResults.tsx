import { Box, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { STEP_START } from './bulkEditFocus';
import type { RowResult } from './useBulkEditRun';

const STATE_KEY = {
  run: { ok: 'app.bulk_edit.result_ok', failed: 'app.bulk_edit.result_failed' },
  undo: { ok: 'app.bulk_edit.undo_ok', failed: 'app.bulk_edit.undo_failed' },
} as const;

/**
 * The progress of a run (or an undo) and each record's result, failures with the reason. From
 * the click on: while the records are read again (`rereading`), that is what it says.
 */
export const BulkEditResults = ({
  results,
  mode,
  rereading = false,
}: {
  results: RowResult[];
  mode: 'run' | 'undo';
  rereading?: boolean;
}) => {
  const translate = useTranslate();
  const headingId = useId();
  const count = (state: RowResult['state']) => results.filter((r) => r.state === state).length;
  const done = results.length - count('pending');
  const progressLabel = translate(
    mode === 'run' ? 'app.bulk_edit.progress' : 'app.bulk_edit.undo_progress',
  );
  const progressText = translate('app.bulk_edit.progress_count', {
    done,
    total: results.length,
  });
  const rereadingText = translate('app.bulk_edit.rereading');
  const gone = count('gone');
  // Each count agrees with its own noun ("1 modifié, 2 en échec"): one phrase per count.
  const part = (key: string, value: number) =>
    translate(`app.bulk_edit.outcome.${key}`, { smart_count: value, count: value });
  const parts =
    mode === 'run'
      ? [part('ok', count('ok')), part('failed', count('failed'))]
      : [
          part('put_back', count('ok')),
          part('changed_since', count('changed_since')),
          part('failed', count('failed')),
        ];
  const outcome =
    gone > 0
      ? translate('app.bulk_edit.outcome.with_gone', {
          outcome: parts.join(', '),
          gone: translate('app.bulk_edit.gone_count', { smart_count: gone }),
        })
      : parts.join(', ');
  const stateText = (row: RowResult) => {
    if (row.state === 'pending') return '…';
    if (row.state === 'changed_since') return translate('app.bulk_edit.undo_changed_since');
    if (row.state === 'gone') return translate('app.bulk_edit.result_gone');
    if (row.state === 'ok') return translate(STATE_KEY[mode].ok);
    return translate(STATE_KEY[mode].failed, {
      message: translate(row.message ?? 'app.bulk_edit.save_failed', { _: row.message }),
    });
  };
  return (
    <Box>
      <LinearProgress
        variant={rereading ? 'indeterminate' : 'determinate'}
        value={results.length === 0 ? 100 : (done / results.length) * 100}
        aria-label={progressLabel}
        aria-valuetext={rereading ? rereadingText : progressText}
      />
      <Typography role="status" sx={{ mt: 1 }}>
        {rereading ? rereadingText : done < results.length ? progressText : outcome}
      </Typography>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mt: 2 }} {...STEP_START}>
        {translate('app.bulk_edit.results')}
      </Typography>
      <List dense aria-labelledby={headingId}>
        {results.map((row) => (
          <ListItem key={String(row.id)} disableGutters>
            <ListItemText
              primary={row.label}
              secondary={stateText(row)}
              slotProps={{
                secondary: { color: row.state === 'failed' ? 'error' : 'textSecondary' },
              }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
