import DeleteIcon from '@mui/icons-material/Delete';
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

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The delete is under way: nothing closes the dialog until the server has answered. */
  pending: boolean;
  title: string;
  content: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" before a delete, opening with the focus on Cancel, so that a stray Enter
 * deletes nothing. react-admin's <Confirm>, which DeleteWithConfirmButton renders, puts it on
 * the destructive button and takes no prop to move it.
 */
export const ConfirmDeleteDialog = ({
  open,
  pending,
  title,
  content,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const contentId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      // Portalled, yet React still bubbles its clicks to a clickable row behind it.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>{content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" startIcon={<DeleteIcon />} loading={pending}>
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
