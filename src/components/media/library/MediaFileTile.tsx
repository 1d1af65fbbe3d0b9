import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { MediaFile } from '@/api/types';
import { MediaThumbnail } from './MediaThumbnail';
import { useFileCaption } from './useFileCaption';

export interface MediaFileTileProps {
  file: MediaFile;
  onClick: (file: MediaFile) => void;
  /** Set when the tile picks a file: it is then a toggle button showing its state. */
  selected?: boolean;
  /** The click opens a dialog (the media tab's detail). */
  opensDialog?: boolean;
}

/** A file as a card: thumbnail, name, size and duration; the whole card is one button. */
export const MediaFileTile = ({ file, onClick, selected, opensDialog }: MediaFileTileProps) => {
  const caption = useFileCaption();
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderColor: selected ? 'primary.main' : undefined,
        outline: selected ? 2 : 0,
        outlineColor: 'primary.main',
      }}
    >
      <CardActionArea
        onClick={() => onClick(file)}
        aria-pressed={selected}
        aria-haspopup={opensDialog ? 'dialog' : undefined}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MediaThumbnail file={file} size={120} />
        <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
          <Typography variant="body2" noWrap title={file.original_filename}>
            {file.original_filename}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {caption(file)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
