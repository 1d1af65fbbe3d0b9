import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { ChosenImage } from './artistFormValues';

export interface ChosenImagePreviewProps {
  image: ChosenImage;
  onRemove: () => void;
}

/**
 * Frees an object URL once it is no longer shown: ImageInput makes one per chosen file and
 * nobody else frees it. Deferred a tick so StrictMode's trial unmount keeps a URL still in use.
 */
function useObjectUrlFreedWhenGone(src: string) {
  const shown = useRef<string | null>(src);
  useEffect(() => {
    shown.current = src;
    return () => {
      shown.current = null;
      setTimeout(() => {
        if (shown.current !== src) URL.revokeObjectURL(src);
      }, 0);
    };
  }, [src]);
}

export const ChosenImagePreview = ({ image, onRemove }: ChosenImagePreviewProps) => {
  const translate = useTranslate();
  useObjectUrlFreedWhenGone(image.src);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box
        component="img"
        src={image.src}
        alt={translate('app.artists.form.image.chosen')}
        sx={{ width: 160, height: 160, objectFit: 'cover', borderRadius: 1 }}
      />
      <Button type="button" color="error" startIcon={<DeleteIcon />} onClick={onRemove}>
        {translate('app.artists.form.image.remove')}
      </Button>
    </Stack>
  );
};
