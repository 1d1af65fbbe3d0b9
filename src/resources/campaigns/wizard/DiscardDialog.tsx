import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface DiscardDialogProps {
  open: boolean;
  editing: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** "Discard this campaign?" before closing a wizard with entered data; focus on keeping it. */
export const DiscardDialog = ({ open, editing, onKeep, onDiscard }: DiscardDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const contentId = useId();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby={titleId} aria-describedby={contentId}>
      <DialogTitle id={titleId}>
        {translate(`app.campaigns.wizard.discard.${editing ? 'title_edit' : 'title_new'}`)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>
          {translate('app.campaigns.wizard.discard.content')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          {translate('app.campaigns.wizard.discard.keep')}
        </Button>
        <Button onClick={onDiscard} color="error">
          {translate('app.campaigns.wizard.discard.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
