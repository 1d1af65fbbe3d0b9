import MusicNoteIcon from '@mui/icons-material/MusicNote';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown in the list area, below the filters, whether nothing exists or nothing matches. */
export const SongListEmpty = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }}>
      <MusicNoteIcon fontSize="large" aria-hidden />
      <Typography>{translate('app.songs.list.empty')}</Typography>
    </Stack>
  );
};
