import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../confirm/ConfirmDialog';

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
export const ConfirmDeleteDialog = (props: ConfirmDeleteDialogProps) => {
  const translate = useTranslate();
  return (
    <ConfirmDialog
      {...props}
      cancelLabel={translate('ra.action.cancel')}
      confirmLabel={translate('ra.action.delete')}
      confirmIcon={<DeleteIcon />}
    />
  );
};
