import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useId, useState } from 'react';
import { useLocaleState, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { focusStepIn, STEP_START } from './bulkEditFocus';
import { BulkEditResults } from './BulkEditResults';
import { UndoToast } from './UndoToast';
import type { Message } from './types';
import type { BulkEditRun } from './useBulkEditRun';

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).key === 'string';

/**
 * Choose the fields, review the summary, apply with progress, then undo or retry. `onUndo`
 * starts the undo from outside the dialog (its toast).
 */
export function BulkEditDialog<R extends RaRecord, S>({
  run,
  onUndo,
}: {
  run: BulkEditRun<R, S>;
  onUndo: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const titleId = useId();
  const [tried, setTried] = useState(false);
  const { config, step, plan, results } = run;
  const { Fields } = config;
  // Writes under way, or rows still waiting for their answer: the run's buttons wait.
  const busy = run.working || results.some((r) => r.state === 'pending');
  const failed = results.some((r) => r.state === 'failed');
  // Each step, and each wait whose buttons go or are disabled, moves the focus to its start: the
  // focused button is often the one just taken away.
  const stage = step === 'closed' ? null : `${step}${busy ? ' busy' : ''}`;
  const focusStep = useCallback(
    (content: HTMLElement | null) => {
      if (content && stage) focusStepIn(content);
    },
    [stage],
  );
  const described = config.describe(run.choice, locale);
  const say = ({ key, args }: Message): string =>
    translate(
      key,
      args &&
        Object.fromEntries(
          Object.entries(args).map(([name, value]) => [
            name,
            isMessage(value) ? say(value) : value,
          ]),
        ),
    );

  const review = () => {
    setTried(true);
    if ('lines' in described) void run.review();
  };
  const apply = async () => {
    const changed = await run.apply();
    if (changed > 0) {
      notify(<UndoToast count={changed} onUndo={onUndo} />, {
        type: 'success',
        autoHideDuration: 15000,
      });
    }
  };
  const close = () => {
    setTried(false);
    run.close();
  };

  return (
    <Dialog
      open={step !== 'closed'}
      // Escape cancels a reading as Cancel does; while writes go on, it is refused (run.close).
      onClose={step === 'loading' || !busy ? close : undefined}
      aria-labelledby={titleId}
      // The focus goes back into the list from BulkEditProvider, the opener being often gone.
      disableRestoreFocus
      fullWidth
      maxWidth="sm"
      // Portalled, yet React still bubbles its clicks to a clickable row behind it.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>
        {step === 'undo'
          ? translate('app.bulk_edit.undo_title')
          : translate('app.bulk_edit.title', { smart_count: run.ids.length })}
      </DialogTitle>
      <DialogContent ref={focusStep}>
        {(step === 'choose' || step === 'loading') && (
          <Stack spacing={2}>
            <Typography>{translate('app.bulk_edit.choose')}</Typography>
            <Fields value={run.choice} onChange={run.setChoice} />
            {tried && 'error' in described && (
              <Alert severity="error">{say(described.error)}</Alert>
            )}
            {run.loadError && (
              <Alert severity="error">{translate(run.loadError, { _: run.loadError })}</Alert>
            )}
            {step === 'loading' && (
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
                role="status"
                {...STEP_START}
              >
                <CircularProgress size={20} aria-hidden />
                <Typography>{translate('app.bulk_edit.loading')}</Typography>
              </Stack>
            )}
          </Stack>
        )}
        {step === 'review' && plan && 'lines' in described && (
          <Stack spacing={1}>
            {plan.changes.length > 0 ? (
              <>
                <Typography component="h3" variant="body1" {...STEP_START}>
                  {translate(config.summaryOn, { smart_count: plan.changes.length })}
                </Typography>
                <ul>
                  {described.lines.map((line) => (
                    <li key={line.key}>{say(line)}</li>
                  ))}
                </ul>
              </>
            ) : (
              plan.unchanged.length > 0 && (
                <Alert severity="info" {...STEP_START}>
                  {translate('app.bulk_edit.nothing_to_change')}
                </Alert>
              )
            )}
            {plan.unchanged.length > 0 && plan.changes.length > 0 && (
              <Typography color="textSecondary">
                {translate('app.bulk_edit.unchanged', { smart_count: plan.unchanged.length })}
              </Typography>
            )}
            {run.loadError && (
              <Alert severity="error">{translate(run.loadError, { _: run.loadError })}</Alert>
            )}
            {plan.gone.length > 0 && (
              <Alert severity="warning" {...STEP_START}>
                {translate('app.bulk_edit.gone_at_review', { smart_count: plan.gone.length })}
                <ul>
                  {plan.gone.map((id) => (
                    <li key={String(id)}>{run.nameOf(id)}</li>
                  ))}
                </ul>
              </Alert>
            )}
          </Stack>
        )}
        {(step === 'run' || step === 'undo') && (
          <BulkEditResults results={results} mode={step} rereading={run.rereading} />
        )}
      </DialogContent>
      <DialogActions>
        {(step === 'choose' || step === 'loading') && (
          <>
            <Button onClick={close}>{translate('app.bulk_edit.cancel')}</Button>
            <Button variant="contained" onClick={review} disabled={run.working}>
              {translate('app.bulk_edit.review')}
            </Button>
          </>
        )}
        {step === 'review' && (
          <>
            <Button onClick={run.back}>{translate('app.bulk_edit.back')}</Button>
            <Button
              variant="contained"
              onClick={() => void apply()}
              disabled={!plan?.changes.length || run.working}
            >
              {translate('app.bulk_edit.apply')}
            </Button>
          </>
        )}
        {(step === 'run' || step === 'undo') && (
          <>
            {failed && !busy && (
              <Button onClick={() => void (step === 'run' ? run.retryFailed() : run.undo(true))}>
                {translate(
                  step === 'run' ? 'app.bulk_edit.retry_failed' : 'app.bulk_edit.undo_retry',
                )}
              </Button>
            )}
            {step === 'run' && !busy && run.undoEntries.length > 0 && (
              <Button onClick={() => void run.undo()}>{translate('app.bulk_edit.undo')}</Button>
            )}
            <Button variant="contained" onClick={close} disabled={busy}>
              {translate('app.bulk_edit.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
