import AudiotrackIcon from '@mui/icons-material/Audiotrack';
import MovieIcon from '@mui/icons-material/Movie';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MediaFile } from '@/api/types';
import { mediaFileUrl } from '@/api/mediaUrls';
import { AuthenticatedImage } from '../../AuthenticatedImage';

export interface MediaThumbnailProps {
  file: MediaFile;
  /** Height in pixels; the thumbnail fills its container's width. */
  size?: number;
  /**
   * Inside a button that already names the file, the thumbnail adds nothing for screen
   * readers and is hidden from them; alone, it is named after the file.
   */
  decorative?: boolean;
  sx?: SxProps<Theme>;
}

/** A photo's image (fetched with the bearer token), or an icon for video and audio. */
export const MediaThumbnail = ({
  file,
  size = 120,
  decorative = true,
  sx,
}: MediaThumbnailProps) => {
  const translate = useTranslate();
  if (file.file_type === 'photo') {
    return (
      <AuthenticatedImage
        src={mediaFileUrl(file.id)}
        alt={decorative ? '' : file.original_filename}
        size={size}
        sx={{ width: '100%', height: size, ...sx }}
      />
    );
  }
  const Icon = file.file_type === 'video' ? MovieIcon : AudiotrackIcon;
  const label = translate(`app.media.library.${file.file_type}_file`);
  return (
    <Box
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        height: size,
        bgcolor: 'action.hover',
        color: file.file_type === 'video' ? 'secondary.main' : 'primary.main',
        ...sx,
      }}
    >
      <Icon sx={{ fontSize: Math.min(48, size * 0.5) }} />
    </Box>
  );
};
