import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MediaFile } from '@/api/types';
import { MediaThumbnail } from '../library/MediaThumbnail';
import { useFileCaption } from '../library/useFileCaption';

export interface ChosenMediaFileProps {
  file: MediaFile | null;
  /** A file is chosen but the library that describes it is still loading. */
  loading?: boolean;
  onClear: () => void;
  disabled?: boolean;
}

/** The field's current value: a thumbnail for photos, the name and size, and Clear. */
export const ChosenMediaFile = ({ file, loading, onClear, disabled }: ChosenMediaFileProps) => {
  const translate = useTranslate();
  const caption = useFileCaption();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {file && (
        <Box sx={{ width: 64, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
          <MediaThumbnail file={file} size={64} decorative={false} />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {file ? (
          <>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {translate('app.media.picker.selected')}
            </Typography>
            <Typography variant="body2" noWrap title={file.original_filename}>
              {file.original_filename}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {caption(file)}
            </Typography>
          </>
        ) : loading ? (
          <Skeleton width="60%" />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.media.picker.none_selected')}
          </Typography>
        )}
      </Box>
      <Button size="small" onClick={onClear} disabled={disabled || (!file && !loading)}>
        {translate('app.media.picker.clear')}
      </Button>
    </Stack>
  );
};
