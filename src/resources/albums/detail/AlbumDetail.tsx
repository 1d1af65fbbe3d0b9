// The album detail (spec 01 §2), at /album/{id}: a header with cover and delete, then the tabs
// Overview, Tracks, Marketing and Analytics.
import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { albumPaths } from '../routes';
import { AlbumHeader } from './AlbumHeader';
import { AlbumTabs } from './AlbumTabs';
import { useAlbumRecord } from './useAlbumRecord';

const AlbumDetailScreen = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { album, isPending, notFound, loadFailed, retry } = useAlbumRecord(id);
  const backToAlbums = (
    <Link component={RouterLink} to={albumPaths.list}>
      {translate('app.albums.detail.back_to_albums')}
    </Link>
  );

  if (notFound) {
    return (
      <Box sx={{ py: 4 }}>
        <Title title="app.menu.albums" />
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('app.albums.detail.not_found')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {translate('app.albums.detail.not_found_hint')}
        </Typography>
        {backToAlbums}
      </Box>
    );
  }
  if (loadFailed) {
    return (
      <Stack spacing={2} sx={{ py: 4, alignItems: 'flex-start' }}>
        <Title title="app.menu.albums" />
        <Typography component="h1" variant="h5" color="error">
          {translate('app.albums.detail.load_failed')}
        </Typography>
        <Button variant="outlined" onClick={retry}>
          {translate('app.albums.detail.retry')}
        </Button>
        {backToAlbums}
      </Stack>
    );
  }
  if (isPending || !album) {
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <Title title="app.menu.albums" />
        <CircularProgress size={24} aria-hidden />
        <Typography>{translate('app.albums.detail.loading')}</Typography>
      </Stack>
    );
  }

  return (
    <>
      <Title title={album.title} />
      {/* Inline-size containment: wide content (tab strip, tables) scrolls inside the screen
          instead of widening react-admin's content column past a phone's width. */}
      <Stack spacing={3} sx={{ mt: 2, mb: 3, contain: 'inline-size' }}>
        <AlbumHeader album={album} />
        <AlbumTabs album={album} />
      </Stack>
    </>
  );
};

const AlbumDetail = () => {
  const { id = '' } = useParams<'id'>();
  // Another album is another screen: its tabs and dialogs start afresh.
  return <AlbumDetailScreen key={id} id={id} />;
};

export default AlbumDetail;
