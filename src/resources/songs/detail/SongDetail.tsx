// The song detail (spec 01 §2), at /song/{id}: a header with the actions, then the tabs
// Overview, Lyrics, Albums and Analytics.
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import type { Song } from '@/api/types';
import { RecordDetail } from '@/components/detail/RecordDetail';
import { EditSongDialog } from '@/components/songDialogs/EditSongDialog';
import { songListPath } from '../paths';
import { SongHeader } from './SongHeader';
import { SongTabs } from './SongTabs';

const TEXTS = {
  loading: 'app.songs.detail.loading',
  notFound: 'app.songs.detail.not_found',
  loadFailed: 'app.songs.detail.load_failed',
  back: 'app.songs.detail.back_to_songs',
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

const SongDetail = () => (
  <RecordDetail<Song> resource="songs" title="app.menu.songs" texts={TEXTS} listPath={songListPath}>
    {(song) => <LoadedSong song={song} />}
  </RecordDetail>
);

export default SongDetail;
