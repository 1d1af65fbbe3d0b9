import { Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '@/components/visuallyHidden';

export const IMPORT_STEPS = ['file', 'mapping', 'dry_run'] as const;
export type ImportStep = 0 | 1 | 2;

/** Where the user is: the current step is marked for assistive technology and announced. */
export const ImportStepper = ({ step }: { step: ImportStep }) => {
  const translate = useTranslate();
  const name = (index: number) =>
    translate(`app.catalogue_import.screen.steps.${IMPORT_STEPS[index] ?? 'file'}`);
  return (
    <>
      <Stepper activeStep={step} component="ol" sx={{ listStyle: 'none', pl: 0, mb: 3 }}>
        {IMPORT_STEPS.map((key, index) => (
          <Step key={key} component="li" aria-current={index === step ? 'step' : undefined}>
            <StepLabel>{name(index)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography role="status" sx={visuallyHidden}>
        {translate('app.catalogue_import.screen.step_status', {
          step: step + 1,
          count: IMPORT_STEPS.length,
          name: name(step),
        })}
      </Typography>
    </>
  );
};
