import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface RejectDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  /** Called with the trimmed reason, never blank. */
  onReject: (reason: string) => void;
}

const TEXTS = 'app.song_requests.reject';

/** Asks for the reason a request is rejected; a blank reason (spaces only) is refused. */
export const RejectDialog = ({ open, title, busy, onCancel, onReject }: RejectDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const blank = reason.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!blank) onReject(reason.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // A new rejection starts from an empty reason.
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setTried(false);
          },
        },
      }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(`${TEXTS}.title`, { title })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate(`${TEXTS}.reason`)}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={tried && blank}
            helperText={tried && blank ? translate(`${TEXTS}.reason_required`) : undefined}
            disabled={busy}
            // The label carries the spec's asterisk, so `required` would add a second one.
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {translate(`${TEXTS}.cancel`)}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(`${TEXTS}.confirm`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
