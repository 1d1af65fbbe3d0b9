import {
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { DraftRestorePrompt, useStateDraft } from '../drafts';
import { GuardedCancelButton } from '../guardedDialog/GuardedCancelButton';
import { GuardedDialog } from '../guardedDialog/GuardedDialog';

/** The dialog's words, already translated. */
export interface ReasonDialogTexts {
  title: string;
  /** What the answer does, under the title. */
  content?: string;
  /** The field's label; a required reason's label carries the spec's asterisk itself. */
  label: string;
  /** Under the field: where the reason goes. */
  hint?: string;
  /** Shown when a required reason is blank. */
  required?: string;
  cancel: string;
  confirm: string;
}

export interface ReasonDialogProps {
  open: boolean;
  /** The draft the typed reason is kept in until sent or discarded (form name, record). */
  draft: { form: string; recordId: number };
  texts: ReasonDialogTexts;
  /** A blank reason (spaces only) is refused; otherwise it may be left empty. */
  required: boolean;
  busy: boolean;
  onCancel: () => void;
  /** Called with the trimmed reason: never blank when required, possibly '' otherwise. */
  onConfirm: (reason: string) => void;
}

/**
 * A decision that takes a reason (a rejection): asked in a dialog that keeps the typed text as
 * a draft and asks before throwing it away.
 */
export const ReasonDialog = ({
  open,
  draft: draftOf,
  texts,
  required,
  busy,
  onCancel,
  onConfirm,
}: ReasonDialogProps) => {
  const titleId = useId();
  const contentId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const refused = required && reason.trim() === '';
  const draft = useStateDraft({
    form: draftOf.form,
    recordId: draftOf.recordId,
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
    if (!refused) onConfirm(reason.trim());
  };
  const showRequired = tried && refused;

  return (
    <GuardedDialog
      open={open}
      onClose={onCancel}
      busy={busy}
      dirty={reason !== ''}
      onDiscard={draft.clear}
      aria-labelledby={titleId}
      aria-describedby={texts.content ? contentId : undefined}
      fullWidth
      maxWidth="sm"
      // A new decision starts from an empty reason.
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
        <DialogTitle id={titleId}>{texts.title}</DialogTitle>
        <DialogContent>
          {texts.content && (
            <DialogContentText id={contentId} sx={{ mb: 1 }}>
              {texts.content}
            </DialogContentText>
          )}
          <DraftRestorePrompt draft={draft} />
          <TextField
            autoFocus
            inputRef={field}
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={texts.label}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={showRequired}
            helperText={showRequired ? texts.required : texts.hint}
            disabled={busy}
            // A required label carries the spec's asterisk, so `required` would add a second one.
            slotProps={{ htmlInput: { 'aria-required': required || undefined } }}
          />
        </DialogContent>
        <DialogActions>
          <GuardedCancelButton disabled={busy}>{texts.cancel}</GuardedCancelButton>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {texts.confirm}
          </Button>
        </DialogActions>
      </form>
    </GuardedDialog>
  );
};
