import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The toast after a bulk edit, with its Undo. */
export const UndoToast = ({ count, onUndo }: { count: number; onUndo: () => void }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography>{translate('app.bulk_edit.toast', { smart_count: count })}</Typography>
      <Button color="inherit" size="small" onClick={onUndo}>
        {translate('app.bulk_edit.undo')}
      </Button>
    </Stack>
  );
};
