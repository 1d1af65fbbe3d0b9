// Step 3: the dry run's progress (with Cancel), its failure (with Retry) or its report.
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { serverMessageOr } from '@/lib/errorMessage';
import type { ColumnMapping } from '../../mapping/guessMapping';
import type { ImportKind } from '../../mapping/importFields';
import type { ImportPlan } from '../../run/importPlan';
import type { LoadedFile } from '../file/FileStep';
import { StepHeading } from '../StepHeading';
import { DryRunReport } from './DryRunReport';
import { useDryRun, type DryRunState } from './useDryRun';

export interface DryRunStepProps {
  kind: ImportKind;
  file: LoadedFile;
  mapping: ColumnMapping<ImportKind>;
  plan: ImportPlan | null;
  onPlan: (plan: ImportPlan) => void;
  onBack: () => void;
  onStart: (plan: ImportPlan) => void;
}

const KEY = 'app.catalogue_import';

export const DryRunStep = (props: DryRunStepProps) => {
  const { kind, file, mapping, plan, onPlan, onBack, onStart } = props;
  const translate = useTranslate();
  const { state, retry, cancel } = useDryRun(
    { kind, fileName: file.name, parsed: file.parsed, mapping },
    plan,
    onPlan,
  );
  const back = <Button onClick={onBack}>{translate(`${KEY}.report.back`)}</Button>;

  if (state.status === 'done' && plan) {
    return (
      <DryRunReport plan={plan} kind={kind} mapping={mapping} onBack={onBack} onStart={onStart} />
    );
  }
  return (
    <Stack spacing={2}>
      <StepHeading focus>{translate(`${KEY}.screen.steps.dry_run`)}</StepHeading>
      {state.status === 'running' && <DryRunProgressView state={state} onCancel={cancel} />}
      {state.status === 'failed' && (
        <>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {translate(`${KEY}.dry_run.retry`)}
              </Button>
            }
          >
            {translate(`${KEY}.dry_run.failed`, {
              reason: translate(serverMessageOr(state.error, `${KEY}.dry_run.failed_default`)),
            })}
          </Alert>
          <Box>{back}</Box>
        </>
      )}
      {state.status === 'cancelled' && (
        <>
          <Alert severity="info">{translate(`${KEY}.dry_run.cancelled`)}</Alert>
          <Stack direction="row" spacing={1}>
            {back}
            <Button variant="contained" onClick={retry}>
              {translate(`${KEY}.dry_run.start_again`)}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
};

const DryRunProgressView = ({
  state,
  onCancel,
}: {
  state: Extract<DryRunState, { status: 'running' }>;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const { phase, done, total } = state.progress;
  const text =
    phase === 'lists'
      ? translate(`${KEY}.dry_run.loading_lists`)
      : translate(`${KEY}.dry_run.${phase === 'rows' ? 'checking_rows' : 'checking'}`, {
          done,
          total,
        });
  const value = total > 0 ? Math.round((done / total) * 100) : undefined;
  return (
    <Stack spacing={1}>
      <Typography role="status">{text}</Typography>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={translate(`${KEY}.dry_run.progress_label`)}
      />
      <Box>
        <Button onClick={onCancel}>{translate(`${KEY}.dry_run.cancel`)}</Button>
      </Box>
    </Stack>
  );
};
