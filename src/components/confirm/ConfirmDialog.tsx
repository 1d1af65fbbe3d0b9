import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type ButtonProps,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  content: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is under way: nothing closes the dialog until it ends. */
  pending?: boolean;
  /** `error` for a destructive choice, `primary` (contained) for a suggested one. */
  confirmColor?: 'error' | 'primary';
  confirmIcon?: ReactNode;
  /** Which button has the focus on opening: Cancel unless the choice is a safe suggestion. */
  autoFocus?: 'cancel' | 'confirm';
  /** What follows the text: more paragraphs, or a choice that goes with the answer. */
  children?: ReactNode;
}

/** A question with two answers, named by its title and described by its text. */
export const ConfirmDialog = ({
  open,
  title,
  content,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
  confirmColor = 'error',
  confirmIcon,
  autoFocus = 'cancel',
  children,
}: ConfirmDialogProps) => {
  const titleId = useId();
  const contentId = useId();
  const confirmProps: ButtonProps =
    confirmColor === 'primary' ? { variant: 'contained' } : { color: 'error' };
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
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus={autoFocus === 'cancel'}>
          {cancelLabel}
        </Button>
        <Button
          {...confirmProps}
          onClick={onConfirm}
          startIcon={confirmIcon}
          loading={pending}
          autoFocus={autoFocus === 'confirm'}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
