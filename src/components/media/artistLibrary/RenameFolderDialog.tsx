import {
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { GuardedCancelButton } from '../../guardedDialog/GuardedCancelButton';
import { GuardedDialog } from '../../guardedDialog/GuardedDialog';
import { useDialogDirty } from '../../guardedDialog/guardContext';

export interface RenameFolderDialogProps {
  /** The folder's current name; null while closed. */
  name: string | null;
  onClose: () => void;
  /** Gets the typed name; deciding whether it changes anything is the caller's. */
  onSubmit: (newName: string) => void;
  pending: boolean;
}

export const RenameFolderDialog = ({
  name,
  onClose,
  onSubmit,
  pending,
}: RenameFolderDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <GuardedDialog
      open={name !== null}
      onClose={onClose}
      busy={pending}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{translate('app.media.rename.title')}</DialogTitle>
      {name !== null && <RenameForm name={name} onSubmit={onSubmit} pending={pending} />}
    </GuardedDialog>
  );
};

const RenameForm = ({
  name,
  onSubmit,
  pending,
}: Omit<RenameFolderDialogProps, 'name' | 'onClose'> & { name: string }) => {
  const translate = useTranslate();
  const [value, setValue] = useState(name);
  useDialogDirty(value !== name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.media.rename.hint', { name })}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          label={translate('app.media.rename.name')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={pending}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </DialogContent>
      <DialogActions>
        <GuardedCancelButton disabled={pending}>
          {translate('app.media.rename.cancel')}
        </GuardedCancelButton>
        <Button type="submit" variant="contained" loading={pending}>
          {translate('app.media.rename.save')}
        </Button>
      </DialogActions>
    </form>
  );
};
