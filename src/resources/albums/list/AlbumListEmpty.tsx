import AlbumIcon from '@mui/icons-material/Album';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown below the filters whether no album exists or none matches them. */
export const AlbumListEmpty = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <AlbumIcon fontSize="large" aria-hidden />
      <Typography sx={{ color: 'text.primary', fontWeight: 500 }}>
        {translate('app.albums.list.empty')}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {translate('app.albums.list.empty_hint')}
      </Typography>
    </Stack>
  );
};
