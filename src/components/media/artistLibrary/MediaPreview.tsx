import { Alert, Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { mediaFileUrl } from '@/api/mediaUrls';
import type { MediaFile } from '@/api/types';
import { AuthenticatedImage } from '../../AuthenticatedImage';
import { useAuthenticatedObjectUrl } from '../../useAuthenticatedObjectUrl';

const FRAME = { width: '100%', maxHeight: 360, borderRadius: 1, bgcolor: 'common.black' };

/** The file itself: the image, or a player for video and audio. */
export const MediaPreview = ({ file }: { file: MediaFile }) => {
  const translate = useTranslate();
  const label = translate('app.media.detail.preview', { name: file.original_filename });
  if (file.file_type === 'photo') {
    return (
      <AuthenticatedImage
        src={mediaFileUrl(file.id)}
        alt={label}
        size={240}
        sx={{ ...FRAME, objectFit: 'contain', height: 'auto' }}
      />
    );
  }
  return <PlayablePreview file={file} label={label} />;
};

/**
 * <video> and <audio> cannot send the bearer token either, so they play the object URL of
 * bytes fetched through the dataProvider, like AuthenticatedImage does for images.
 */
const PlayablePreview = ({ file, label }: { file: MediaFile; label: string }) => {
  const translate = useTranslate();
  const { status, url } = useAuthenticatedObjectUrl(mediaFileUrl(file.id));
  if (status === 'error') {
    return <Alert severity="error">{translate('app.media.detail.preview_failed')}</Alert>;
  }
  if (status !== 'ready') {
    return (
      <Skeleton
        variant="rounded"
        width="100%"
        height={file.file_type === 'video' ? 240 : 54}
        aria-label={translate('app.media.loading')}
      />
    );
  }
  if (file.file_type === 'video') {
    return <Box component="video" controls src={url} aria-label={label} sx={FRAME} />;
  }
  return <Box component="audio" controls src={url} aria-label={label} sx={{ width: '100%' }} />;
};
