// The album detail (spec 01 §2), at /album/{id}: a header with cover and delete, then the tabs
// Overview, Tracks, Marketing and Analytics.
import { Stack } from '@mui/material';
import { Title } from 'react-admin';
import type { Album } from '@/api/types';
import { RecordDetail } from '@/components/detail/RecordDetail';
import { albumListPath } from '../paths';
import { AlbumHeader } from './AlbumHeader';
import { AlbumTabs } from './AlbumTabs';

const TEXTS = {
  loading: 'app.albums.detail.loading',
  notFound: 'app.albums.detail.not_found',
  notFoundHint: 'app.albums.detail.not_found_hint',
  loadFailed: 'app.albums.detail.load_failed',
  back: 'app.albums.detail.back_to_albums',
};

const AlbumDetail = () => (
  <RecordDetail<Album>
    resource="albums"
    title="app.menu.albums"
    texts={TEXTS}
    listPath={albumListPath}
  >
    {(album) => (
      <>
        <Title title={album.title} />
        {/* Inline-size containment: wide content (tab strip, tables) scrolls inside the screen
            instead of widening react-admin's content column past a phone's width. */}
        <Stack spacing={3} sx={{ mt: 2, mb: 3, contain: 'inline-size' }}>
          <AlbumHeader album={album} />
          <AlbumTabs album={album} />
        </Stack>
      </>
    )}
  </RecordDetail>
);

export default AlbumDetail;
