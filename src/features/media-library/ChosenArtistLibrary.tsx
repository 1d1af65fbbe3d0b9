import { Alert, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Artist } from '../../api/types';
import { ArtistMediaLibrary } from '../../components/media/artistLibrary/ArtistMediaLibrary';
import { LoadFailureAlert } from '../../components/detail/LoadFailureAlert';
import type { RouteRecord } from '../../components/detail/useRouteRecord';
import { artistPath } from '../../resources/artists/paths';

export interface ChosenArtistLibraryProps {
  /** The URL's artistId as written; null when none is given. */
  param: string | null;
  chosen: RouteRecord<Artist>;
}

/** What is under the picker: a prompt, the artist loading, missing or failed, or the library. */
export const ChosenArtistLibrary = ({ param, chosen }: ChosenArtistLibraryProps) => {
  const translate = useTranslate();
  if (param === null) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        {translate('app.media_screen.prompt')}
      </Typography>
    );
  }
  const { record: artist, notFound, failed, error, retry } = chosen;
  if (artist) {
    return (
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {/* The name links to the artist's detail page. */}
          <Link component={RouterLink} to={artistPath(artist.id)}>
            {artist.stageName}
          </Link>
        </Typography>
        {/* Another artist is another library: its folders, dialogs and uploads start afresh. */}
        <ArtistMediaLibrary key={artist.id} artist={artist} />
      </Stack>
    );
  }
  if (notFound) {
    return (
      <Alert severity="warning">
        <Typography>{translate('app.media_screen.not_found', { id: param })}</Typography>
        <Typography variant="body2">{translate('app.media_screen.not_found_hint')}</Typography>
      </Alert>
    );
  }
  if (failed) {
    return (
      <LoadFailureAlert error={error} fallbackKey="app.media_screen.load_failed" onRetry={retry} />
    );
  }
  return (
    <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{translate('app.media_screen.loading')}</Typography>
    </Stack>
  );
};
