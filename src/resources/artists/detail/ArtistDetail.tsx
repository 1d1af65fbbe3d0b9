// The artist detail (spec 01 §2), at /artists/{id} and /artist/{id}: a header, then tabs
// chosen by ?tab= that load their data when first opened.
import { Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { artistPaths } from '../routes';
import { ArtistHeader } from './ArtistHeader';
import { ArtistTabs } from './ArtistTabs';
import { QuickActionsProvider } from './quickActions/QuickActionsProvider';
import { useArtistRecord } from './useArtistRecord';

const ArtistDetailScreen = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { artist, isPending, notFound } = useArtistRecord(id);

  if (notFound) {
    return (
      <Box sx={{ py: 4 }}>
        <Title title="app.menu.artists" />
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('app.artists.detail.not_found')}
        </Typography>
        <Link component={RouterLink} to={artistPaths.list}>
          {translate('app.artists.detail.back_to_list')}
        </Link>
      </Box>
    );
  }
  if (isPending || !artist) {
    // Also shown for the moment a failed load takes to toast and leave for the list.
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <Title title="app.menu.artists" />
        <CircularProgress size={24} aria-hidden />
        <Typography>{translate('app.artists.detail.loading')}</Typography>
      </Stack>
    );
  }

  return (
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
};

const ArtistDetail = () => {
  const { id = '' } = useParams<'id'>();
  // Another artist is another screen: its tabs start closed and load afresh.
  return <ArtistDetailScreen key={id} id={id} />;
};

export default ArtistDetail;
