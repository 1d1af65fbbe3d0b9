import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';

const KEY = 'app.campaigns.wizard.discard';

export interface DiscardDialogProps {
  open: boolean;
  editing: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** "Discard this campaign?" before closing a wizard with entered data; focus on keeping it. */
export const DiscardDialog = ({ open, editing, onKeep, onDiscard }: DiscardDialogProps) => {
  const translate = useTranslate();
  return (
    <ConfirmDialog
      open={open}
      title={translate(`${KEY}.${editing ? 'title_edit' : 'title_new'}`)}
      content={translate(`${KEY}.content`)}
      cancelLabel={translate(`${KEY}.keep`)}
      confirmLabel={translate(`${KEY}.confirm`)}
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
};
