// The song detail (spec 01 §2), at /song/{id}: a header with the actions, then the tabs
// Overview, Lyrics, Albums and Analytics.
import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Song } from '../../../api/types';
import { EditSongDialog } from '../dialogs/EditSongDialog';
import { songPaths } from '../routes';
import { SongHeader } from './SongHeader';
import { SongTabs } from './SongTabs';
import { useSongRecord } from './useSongRecord';

const BackToSongs = () => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={songPaths.list}>
      {translate('app.songs.detail.back_to_songs')}
    </Link>
  );
};

const LoadedSong = ({ song }: { song: Song }) => {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Title title={song.title} />
      {/* Inline-size containment: wide content (the tab strip, tables) scrolls inside the
          screen instead of widening react-admin's content column past a phone's width. */}
      <Stack spacing={3} sx={{ mt: 2, mb: 3, contain: 'inline-size' }}>
        <SongHeader song={song} onEdit={() => setEditing(true)} />
        <SongTabs song={song} />
      </Stack>
      <EditSongDialog song={song} open={editing} onClose={() => setEditing(false)} />
    </>
  );
};

const SongDetailScreen = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { song, notFound, failed, retry } = useSongRecord(id);

  if (song) return <LoadedSong song={song} />;
  if (notFound || failed) {
    return (
      <Box sx={{ py: 4 }}>
        <Title title="app.menu.songs" />
        <Typography component="h1" variant="h5" gutterBottom>
          {translate(notFound ? 'app.songs.detail.not_found' : 'app.songs.detail.load_failed')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {failed && (
            <Button variant="outlined" onClick={retry}>
              {translate('app.songs.detail.retry')}
            </Button>
          )}
          <BackToSongs />
        </Stack>
      </Box>
    );
  }
  return (
    <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
      <Title title="app.menu.songs" />
      <CircularProgress size={24} aria-hidden />
      <Typography>{translate('app.songs.detail.loading')}</Typography>
    </Stack>
  );
};

const SongDetail = () => {
  const { id = '' } = useParams<'id'>();
  // Another song is another screen: its tabs, player and dialogs start afresh.
  return <SongDetailScreen key={id} id={id} />;
};

export default SongDetail;
