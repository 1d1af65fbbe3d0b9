import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import { ElapsedTime } from '@/components/promotion/ElapsedTime';
import { PlatformPostPreview } from '@/components/promotion/PlatformPostPreview';
import type { PreviewPlatform, PreviewRun } from './usePreviewRuns';

/** One platform's run: progress with the time spent while it writes, then the post or why not. */
export const PreviewRunView = ({
  artist,
  platform,
  run,
}: {
  artist: Artist;
  platform: PreviewPlatform;
  run: PreviewRun | undefined;
}) => {
  const translate = useTranslate();
  const platformName = translate(`app.artists.voice_card.preview.platforms.${platform}`);
  if (!run) return null;
  if (run.status === 'pending') {
    return (
      <Box sx={{ maxWidth: 420 }}>
        <LinearProgress
          aria-label={translate('app.artists.voice_card.preview.progress', {
            platform: platformName,
          })}
        />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          <ElapsedTime since={run.startedAt} />
        </Typography>
      </Box>
    );
  }
  if (run.status === 'failed') {
    return (
      <Alert severity="error" sx={{ maxWidth: 420 }}>
        {translate('app.artists.voice_card.preview.failed_for', { platform: platformName })}
      </Alert>
    );
  }
  return (
    <PlatformPostPreview
      platform={platform}
      platformName={platformName}
      author={artist.stageName}
      caption={run.post}
    />
  );
};
