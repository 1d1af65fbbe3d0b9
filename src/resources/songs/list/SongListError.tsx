import { Button, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The list area after a failed load: without it the table would say "No songs found", which
 * is not true. The toast carries the server's message; this offers a retry.
 */
export const SongListError = () => {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6 }}>
      <Typography color="error">{translate('app.songs.list.load_failed')}</Typography>
      <Button variant="outlined" onClick={() => refetch()}>
        {translate('app.songs.list.retry')}
      </Button>
    </Stack>
  );
};
