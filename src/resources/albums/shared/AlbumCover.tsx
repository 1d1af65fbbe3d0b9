import AlbumIcon from '@mui/icons-material/Album';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { mediaFileUrl } from '@/api/mediaUrls';
import { AuthenticatedImage } from '@/components/AuthenticatedImage';

export interface AlbumCoverProps {
  coverImageId: number | null;
  title: string;
  /** Width and height in px. */
  size: number;
}

/** The album's cover (served with the bearer token), or a record icon when it has none. */
export const AlbumCover = ({ coverImageId, title, size }: AlbumCoverProps) => {
  const translate = useTranslate();
  const box = { width: size, height: size, borderRadius: 1, flexShrink: 0 };
  if (coverImageId === null) {
    return (
      <Box
        role="img"
        aria-label={translate('app.albums.cover.none')}
        sx={{
          ...box,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
          '& svg': { fontSize: size * 0.55 },
        }}
      >
        <AlbumIcon aria-hidden />
      </Box>
    );
  }
  // The box holds the size while the image loads: the placeholder alone would fill the row.
  return (
    <Box sx={box}>
      <AuthenticatedImage
        src={mediaFileUrl(coverImageId)}
        alt={translate('app.albums.cover.alt', { title })}
        size={size}
        sx={{ width: size, height: size, borderRadius: 1 }}
      />
    </Box>
  );
};
