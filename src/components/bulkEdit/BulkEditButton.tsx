import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, useListContext, useTranslate } from 'react-admin';
import { useBulkEditControl } from './BulkEditProvider';

/** The list's bulk action "Edit N selected": opens the bulk edit of the selected rows. */
export const BulkEditButton = () => {
  const translate = useTranslate();
  const { selectedIds, data } = useListContext();
  const { open } = useBulkEditControl();
  return (
    <Button
      label={translate('app.bulk_edit.button', { smart_count: selectedIds.length })}
      onClick={() => open(selectedIds, data ?? [])}
    >
      <EditNoteIcon />
    </Button>
  );
};
