import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, DialogActions, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface WizardActionsProps {
  first: boolean;
  last: boolean;
  editing: boolean;
  /** Why the user cannot go on (an i18n key), or null. */
  blocker: string | null;
  saving: boolean;
  onCancel: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onSave: () => void;
}

export const WizardActions = ({
  first,
  last,
  editing,
  blocker,
  saving,
  onCancel,
  onPrevious,
  onNext,
  onSave,
}: WizardActionsProps) => {
  const translate = useTranslate();
  const reasonId = useId();
  const forward = {
    variant: 'contained' as const,
    disabled: blocker !== null,
    'aria-describedby': blocker ? reasonId : undefined,
  };
  return (
    <DialogActions sx={{ flexWrap: 'wrap', px: 3, py: 1.5, gap: 1 }}>
      {blocker && (
        <Typography
          id={reasonId}
          variant="body2"
          sx={{ color: 'text.secondary', flexBasis: '100%', textAlign: 'right' }}
        >
          {translate(blocker)}
        </Typography>
      )}
      <Button onClick={onCancel} disabled={saving}>
        {translate('ra.action.cancel')}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button onClick={onPrevious} disabled={first || saving} startIcon={<ArrowBackIcon />}>
        {translate('app.campaigns.wizard.previous')}
      </Button>
      {last ? (
        <Button {...forward} onClick={onSave} loading={saving}>
          {translate(`app.campaigns.wizard.${editing ? 'save' : 'create'}`)}
        </Button>
      ) : (
        <Button {...forward} onClick={onNext} endIcon={<ArrowForwardIcon />}>
          {translate('app.campaigns.wizard.next')}
        </Button>
      )}
    </DialogActions>
  );
};
