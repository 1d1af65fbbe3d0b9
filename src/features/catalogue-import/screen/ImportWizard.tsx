// The three steps before an import: the file, its columns, the dry run. Everything chosen stays
// here while the user moves back and forth; a failed read or Escape never drops it.
import { Alert, Paper } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFocusHome } from '@/components/focus/useFocusHome';
import { serverMessageOr } from '@/lib/errorMessage';
import { guessMapping, type ColumnMapping, type IgnoredColumn } from '../mapping/guessMapping';
import type { ImportKind } from '../mapping/importFields';
import { startImport } from '../run';
import type { ImportPlan } from '../run/importPlan';
import { DryRunStep } from './dryRun/DryRunStep';
import { FileStep, type LoadedFile } from './file/FileStep';
import { ImportLeaveGuard } from './ImportLeaveGuard';
import { ImportStepper, type ImportStep } from './ImportStepper';
import { MappingStep } from './mapping/MappingStep';

export interface ImportWizardProps {
  kind: ImportKind;
  /** The run has started with this job id. */
  onStarted: (jobId: string) => void;
}

interface CheckedPlan {
  plan: ImportPlan;
  /** The mapping the plan was made with: another mapping needs another dry run. */
  mapping: ColumnMapping<ImportKind>;
}

export const ImportWizard = ({ kind, onStarted }: ImportWizardProps) => {
  const translate = useTranslate();
  const [step, setStep] = useState<ImportStep>(0);
  const [moved, setMoved] = useState(false);
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping<ImportKind>>([]);
  const [ignored, setIgnored] = useState<IgnoredColumn[]>([]);
  const [checked, setChecked] = useState<CheckedPlan | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  // A step's buttons go with the step (Cancel, Start again): focus goes to the step's heading.
  const keepFocus = useFocusHome();

  const goTo = (next: ImportStep) => {
    setMoved(true);
    setStep(next);
  };
  const chooseFile = (loaded: LoadedFile) => {
    const guess = guessMapping(kind, loaded.parsed.headers);
    setFile(loaded);
    setMapping(guess.mapping);
    setIgnored(guess.ignored);
    setChecked(null);
  };
  const start = (plan: ImportPlan) => {
    setStartError(null);
    try {
      onStarted(startImport(plan));
    } catch (error) {
      setStartError(translate(serverMessageOr(error, 'ra.notification.http_error')));
    }
  };
  const plan = checked && sameMapping(checked.mapping, mapping) ? checked.plan : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} {...keepFocus}>
      <ImportLeaveGuard active={file !== null} />
      <ImportStepper step={step} />
      {step === 0 && (
        <FileStep
          kind={kind}
          file={file}
          onFile={chooseFile}
          onNext={() => goTo(1)}
          focusHeading={moved}
        />
      )}
      {step === 1 && file && (
        <MappingStep
          kind={kind}
          file={file}
          mapping={mapping}
          ignored={ignored}
          onChange={setMapping}
          onBack={() => goTo(0)}
          onNext={() => goTo(2)}
        />
      )}
      {step === 2 && file && (
        <DryRunStep
          kind={kind}
          file={file}
          mapping={mapping}
          plan={plan}
          onPlan={(next) => setChecked({ plan: next, mapping })}
          onBack={() => goTo(1)}
          onStart={start}
        />
      )}
      {startError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('app.catalogue_import.screen.start_failed', { reason: startError })}
        </Alert>
      )}
    </Paper>
  );
};

const sameMapping = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);
