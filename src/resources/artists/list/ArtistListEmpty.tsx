import PeopleIcon from '@mui/icons-material/People';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown in the list area, below the filters, whether nothing exists or nothing matches. */
export const ArtistListEmpty = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }}>
      <PeopleIcon fontSize="large" aria-hidden />
      <Typography>{translate('app.artists.list.empty')}</Typography>
    </Stack>
  );
};
