import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { mediaFileUrl } from '@/api/mediaUrls';
import { useAuthenticatedObjectUrl } from '@/components/useAuthenticatedObjectUrl';

export interface RequestAudioProps {
  audioFileId: number;
  title: string;
}

/**
 * The request's audio. The file is served only with the bearer token and can be large, so its
 * bytes are fetched when the user presses Play, not when the list shows the request.
 */
export const RequestAudio = ({ audioFileId, title }: RequestAudioProps) => {
  const translate = useTranslate();
  const [wanted, setWanted] = useState(false);
  const audio = useAuthenticatedObjectUrl(wanted ? mediaFileUrl(audioFileId) : null);

  if (!wanted) {
    return (
      <Button
        size="small"
        variant="outlined"
        startIcon={<PlayArrowIcon />}
        onClick={() => setWanted(true)}
        aria-label={translate('app.song_requests.audio.play_of', { title })}
      >
        {translate('app.song_requests.audio.play')}
      </Button>
    );
  }
  if (audio.status === 'ready') {
    return (
      <Box
        component="audio"
        controls
        autoPlay
        src={audio.url}
        aria-label={translate('app.song_requests.audio.player', { title })}
        sx={{ width: '100%', maxWidth: 420 }}
      />
    );
  }
  return (
    <Typography
      variant="body2"
      role={audio.status === 'error' ? 'alert' : 'status'}
      sx={{ color: audio.status === 'error' ? 'error.main' : 'text.secondary' }}
    >
      {translate(
        audio.status === 'error'
          ? 'app.song_requests.audio.failed'
          : 'app.song_requests.audio.loading',
      )}
    </Typography>
  );
};
