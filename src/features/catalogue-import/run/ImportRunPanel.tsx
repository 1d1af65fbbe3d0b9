import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import { FOCUS_HOME, useFocusHome } from '@/components/focus/useFocusHome';
import { downloadCsv } from '@/lib/csv/downloadCsv';
import { hasRowsToFix, refusedRowsCsv } from './refusedRowsCsv';
import { dismissRun } from './runner';
import { runText } from './runMessages';
import { RunProgress } from './RunProgress';
import { RunResultsTable } from './RunResultsTable';
import { useImportRun } from './useImportRun';

export interface ImportRunPanelProps {
  jobId: string;
  /** The user is done with the results (they go back to the list). */
  onClose: () => void;
  /** The panel replaces what the user was in (the wizard): focus goes to its heading. */
  takeFocus?: boolean;
}

const withoutExtension = (name: string) => name.replace(/\.[^.]*$/, '') || name;

/** Progress, Pause / Resume / Cancel, per-row results, and the refused and failed rows as CSV. */
export function ImportRunPanel({ jobId, onClose, takeFocus = false }: ImportRunPanelProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Pause, Resume and Cancel come and go as the run does: focus goes back to the heading.
  const keepFocus = useFocusHome({ initially: takeFocus });
  const { run, snapshot, loading } = useImportRun(jobId);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [closing, setClosing] = useState(false);
  if (loading) return <LinearProgress aria-label={translate(runText('loading'))} />;
  if (!run || !snapshot) return null;
  const { state, plan, counts } = snapshot;
  const ended = state.status === 'finished' || state.status === 'cancelled';
  const heading = ended
    ? translate(runText(`heading.${state.status}`))
    : translate(runText('heading.running'), { file: plan.fileName });

  const download = () => {
    const csv = refusedRowsCsv(plan, state, translate, locale);
    const name = translate(runText('csv.file_name'), { name: withoutExtension(plan.fileName) });
    downloadCsv(csv, name);
  };
  const done = () => {
    setClosing(true);
    void dismissRun(jobId).finally(onClose);
  };

  return (
    <Box component="section" aria-labelledby={`${jobId}-heading`} {...keepFocus}>
      {/* A new heading at the end: focus on the old one moves to it, and the end is read out. */}
      <Typography
        key={ended ? 'ended' : 'running'}
        {...FOCUS_HOME}
        id={`${jobId}-heading`}
        tabIndex={-1}
        component="h2"
        variant="h6"
        sx={{ mb: 1, outline: 'none' }}
      >
        {heading}
      </Typography>
      <RunProgress snapshot={snapshot} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {state.status === 'running' && !snapshot.elsewhere && (
          <Button variant="outlined" onClick={() => run.pause()}>
            {translate(runText('actions.pause'))}
          </Button>
        )}
        {state.status === 'paused' && !snapshot.elsewhere && (
          <Button variant="contained" onClick={() => run.resume()}>
            {translate(runText('actions.resume'))}
          </Button>
        )}
        {!ended && !snapshot.elsewhere && (
          <Button color="warning" onClick={() => setConfirmCancel(true)}>
            {translate(runText('actions.cancel'))}
          </Button>
        )}
        {state.status === 'finished' && counts.failed > 0 && (
          <Button variant="outlined" onClick={() => run.retryFailed()}>
            {translate(runText('actions.retry_failed'))}
          </Button>
        )}
        {ended && hasRowsToFix(plan, state) && (
          <Button variant="outlined" onClick={download}>
            {translate(runText('actions.download'))}
          </Button>
        )}
        {ended && (
          <Button variant="contained" onClick={done} disabled={closing}>
            {translate(runText('actions.done'))}
          </Button>
        )}
      </Stack>
      <RunResultsTable snapshot={snapshot} />
      <Confirm
        isOpen={confirmCancel}
        title={runText('confirm_cancel.title')}
        content={runText('confirm_cancel.content')}
        confirm={runText('confirm_cancel.confirm')}
        cancel={runText('confirm_cancel.keep')}
        onConfirm={() => {
          run.cancel();
          setConfirmCancel(false);
        }}
        onClose={() => setConfirmCancel(false)}
      />
    </Box>
  );
}
