import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import { Avatar, Box, Skeleton, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAuthenticatedObjectUrl } from './useAuthenticatedObjectUrl';

export interface AuthenticatedImageProps {
  /** A /media/serve URL (or path) of the API; null shows the fallback. */
  src: string | null | undefined;
  alt: string;
  /** Shown instead of the image when there is none or it fails: e.g. the artist's initial. */
  fallbackText?: string;
  variant?: 'avatar' | 'image';
  size?: number;
  sx?: SxProps<Theme>;
}

/**
 * An image the API serves only with the bearer token. As an avatar it falls back to the
 * initial; as an image it says "Failed to load image".
 */
export const AuthenticatedImage = ({
  src,
  alt,
  fallbackText,
  variant = 'image',
  size = 40,
  sx,
}: AuthenticatedImageProps) => {
  const translate = useTranslate();
  const { status, url } = useAuthenticatedObjectUrl(src);

  if (variant === 'avatar') {
    if (status === 'loading') return <Skeleton variant="circular" width={size} height={size} />;
    return (
      <Avatar
        src={url ?? undefined}
        alt={url ? alt : undefined}
        sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.42, ...sx }}
      >
        {(fallbackText ?? alt).trim().charAt(0).toUpperCase()}
      </Avatar>
    );
  }

  if (status === 'loading') {
    return <Skeleton variant="rounded" width="100%" height={size} sx={sx} />;
  }
  if (status === 'ready') {
    return (
      <Box
        component="img"
        src={url}
        alt={alt}
        sx={{ display: 'block', maxWidth: '100%', objectFit: 'cover', ...sx }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={status === 'error' ? translate('app.media.image_failed') : alt}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        minHeight: size,
        bgcolor: 'action.hover',
        color: 'text.secondary',
        borderRadius: 1,
        ...sx,
      }}
    >
      <BrokenImageIcon aria-hidden />
      {status === 'error' && (
        <Typography variant="caption">{translate('app.media.image_failed')}</Typography>
      )}
      {status === 'idle' && fallbackText && (
        <Typography variant="h4" component="span">
          {fallbackText.trim().charAt(0).toUpperCase()}
        </Typography>
      )}
    </Box>
  );
};
