// The artist detail (spec 01 §2), at /artists/{id} and /artist/{id}: a header, then tabs
// chosen by ?tab= that load their data when first opened.
import { Stack } from '@mui/material';
import { Title } from 'react-admin';
import type { Artist } from '@/api/types';
import { RecordDetail } from '@/components/detail/RecordDetail';
import { artistListPath } from '../paths';
import { ArtistHeader } from './ArtistHeader';
import { ArtistTabs } from './ArtistTabs';
import { QuickActionsProvider } from './quickActions/QuickActionsProvider';

const TEXTS = {
  loading: 'app.artists.detail.loading',
  notFound: 'app.artists.detail.not_found',
  loadFailed: 'app.artists.detail.load_failed',
  back: 'app.artists.detail.back_to_list',
};

const LoadedArtist = ({ artist }: { artist: Artist }) => (
  <QuickActionsProvider artist={artist}>
    <Title title={artist.stageName} />
    {/* Inline-size containment: wide content (the tab strip, tables) scrolls inside the
        screen instead of widening react-admin's content column past a phone's width. */}
    <Stack spacing={3} sx={{ mt: 2, mb: 3, contain: 'inline-size' }}>
      <ArtistHeader artist={artist} />
      <ArtistTabs artist={artist} />
    </Stack>
  </QuickActionsProvider>
);

const ArtistDetail = () => (
  // A failed load is said in a toast ("Failed to load artist details") and the user is back on
  // the list, as the spec's artist detail does; songs and albums offer a retry instead.
  <RecordDetail<Artist>
    resource="artists"
    title="app.menu.artists"
    texts={TEXTS}
    listPath={artistListPath}
    leaveOnFailure
  >
    {(artist) => <LoadedArtist artist={artist} />}
  </RecordDetail>
);

export default ArtistDetail;
