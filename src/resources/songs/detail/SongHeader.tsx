import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Song } from '@/api/types';
import { CatalogueStatusChip } from '@/components/catalogue/CatalogueStatusChip';
import { artistPath } from '../../artists/paths';
import { SongActions } from './SongActions';
import { useKeepToastsClear } from '@/components/toasts/toastClearance';

export interface SongHeaderProps {
  song: Song;
  onEdit: () => void;
}

/** Back to the artist's songs, the title, whose song it is, its status, and the actions. */
export const SongHeader = ({ song, onEdit }: SongHeaderProps) => {
  const translate = useTranslate();
  // Toasts keep clear of the song's actions.
  const keepToastsClear = useKeepToastsClear<HTMLElement>();
  return (
    <Stack ref={keepToastsClear} component="header" spacing={2}>
      <Box>
        <Button
          component={RouterLink}
          to={artistPath(song.artist_id, 'content')}
          startIcon={<ArrowBackIcon />}
        >
          {translate('app.songs.detail.back')}
        </Button>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 200 }}>
          <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            {song.title}
          </Typography>
          <Link component={RouterLink} to={artistPath(song.artist_id)} variant="subtitle1">
            {song.artist_name}
          </Link>
        </Box>
        <CatalogueStatusChip status={song.status} />
        {song.is_explicit && (
          <Chip size="small" color="warning" label={translate('app.songs.explicit')} />
        )}
      </Stack>
      <SongActions song={song} onEdit={onEdit} />
    </Stack>
  );
};
