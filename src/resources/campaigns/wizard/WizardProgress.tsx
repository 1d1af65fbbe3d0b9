import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WIZARD_STEPS } from './wizardRules';

/** How far the wizard is: a bar, and "Step n of 4" for the eyes and for screen readers. */
export const WizardProgress = ({ step }: { step: number }) => {
  const translate = useTranslate();
  const position = { step: step + 1, total: WIZARD_STEPS.length };
  const label = translate('app.campaigns.wizard.progress', {
    ...position,
    name: translate(`app.campaigns.wizard.steps.${WIZARD_STEPS[step]}`),
  });
  return (
    <Box sx={{ px: 3, pb: 1 }}>
      <LinearProgress
        variant="determinate"
        value={(position.step / position.total) * 100}
        aria-label={label}
        aria-valuetext={label}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }} aria-hidden>
        {translate('app.campaigns.wizard.step_of', position)}
      </Typography>
    </Box>
  );
};
