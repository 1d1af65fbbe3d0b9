import {
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { DraftRestorePrompt, useStateDraft } from '../../../components/drafts';
import { GuardedCancelButton } from '../../../components/guardedDialog/GuardedCancelButton';
import { GuardedDialog } from '../../../components/guardedDialog/GuardedDialog';

export interface RejectDialogProps {
  open: boolean;
  /** The request rejected: its reason is kept as a draft until sent or discarded. */
  requestId: number;
  title: string;
  busy: boolean;
  onCancel: () => void;
  /** Called with the trimmed reason, never blank. */
  onReject: (reason: string) => void;
}

const TEXTS = 'app.song_requests.reject';

/** Asks for the reason a request is rejected; a blank reason (spaces only) is refused. */
export const RejectDialog = ({
  open,
  requestId,
  title,
  busy,
  onCancel,
  onReject,
}: RejectDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const blank = reason.trim() === '';
  const draft = useStateDraft({
    form: 'reject-reason',
    recordId: requestId,
    enabled: open,
    values: { reason },
    dirty: reason !== '',
    onRestore: (values) => {
      setReason(values.reason);
      // The offer's buttons go away with it: the restored text takes the focus.
      field.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!blank) onReject(reason.trim());
  };

  return (
    <GuardedDialog
      open={open}
      onClose={onCancel}
      busy={busy}
      dirty={reason !== ''}
      onDiscard={draft.clear}
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
          <DraftRestorePrompt draft={draft} />
          <TextField
            autoFocus
            inputRef={field}
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
          <GuardedCancelButton disabled={busy}>{translate(`${TEXTS}.cancel`)}</GuardedCancelButton>
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
    </GuardedDialog>
  );
};
