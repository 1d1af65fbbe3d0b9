import { Button, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * A list's area after a failed load: without it the table would say that nothing was found,
 * which is not true. The toast carries the server's message; this says it in place, with a
 * retry. `message` is the list's own i18n key.
 */
export const ListLoadError = ({ message }: { message: string }) => {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6 }}>
      <Typography color="error">{translate(message)}</Typography>
      <Button variant="outlined" onClick={() => refetch()}>
        {translate('app.retry')}
      </Button>
    </Stack>
  );
};
