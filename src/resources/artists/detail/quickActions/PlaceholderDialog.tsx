import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { QuickActionDialogProps } from './quickActionsContext';

interface PlaceholderDialogProps extends QuickActionDialogProps {
  titleKey: string;
  /** Says what the real dialog will hold; gets the artist's name as %{name}. */
  bodyKey: string;
}

/** Stands in for a dialog a later issue builds, saying what will come there. */
export const PlaceholderDialog = ({
  artist,
  open,
  onClose,
  titleKey,
  bodyKey,
}: PlaceholderDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{translate(titleKey)}</DialogTitle>
      <DialogContent>
        <Typography id={bodyId}>{translate(bodyKey, { name: artist.stageName })}</Typography>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {translate('app.artists.detail.dialogs.coming_soon')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
