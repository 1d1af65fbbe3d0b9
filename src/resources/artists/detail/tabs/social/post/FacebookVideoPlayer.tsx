import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { API_BASE_URL } from '@/config/env';
import { useAuthenticatedObjectUrl } from '@/components/useAuthenticatedObjectUrl';
import { useFacebookVideoSource } from './useFacebookVideoSource';

const FRAME = { width: '100%', maxHeight: '70vh', bgcolor: 'common.black', borderRadius: 1 };

export interface FacebookVideoPlayerProps {
  artistId: number;
  videoId: string | null;
  facebookLink: string;
  label: string;
}

/** Plays a post's video from its source, or says it opened on Facebook instead. */
export const FacebookVideoPlayer = ({
  artistId,
  videoId,
  facebookLink,
  label,
}: FacebookVideoPlayerProps) => {
  const translate = useTranslate();
  const { source, failed, errorKey } = useFacebookVideoSource(artistId, videoId, facebookLink);
  // A file the API itself serves needs the bearer token, which <video> cannot send.
  const served = source?.startsWith(`${API_BASE_URL}/`) ? source : null;
  const blob = useAuthenticatedObjectUrl(served);
  const playable = served ? blob.url : source;

  if (failed || blob.status === 'error') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        {/* status, not alert: the toast already alerts with the same words. */}
        <Alert severity="warning" role="status">
          {translate(errorKey ?? 'app.artists.facebook_post.video_errors.unavailable')}
        </Alert>
        <Button href={facebookLink} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
          {translate('app.artists.facebook_post.viewer.open_in_facebook')}
        </Button>
      </Stack>
    );
  }
  if (!playable) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress
          aria-label={translate('app.artists.facebook_post.viewer.loading_video')}
        />
      </Box>
    );
  }
  return <Box component="video" controls autoPlay src={playable} aria-label={label} sx={FRAME} />;
};
