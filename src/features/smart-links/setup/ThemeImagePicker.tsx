import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { mediaFileUrl } from '@/api/mediaUrls';
import { AuthenticatedImage } from '@/components/AuthenticatedImage';
import { MediaBrowserDialog } from '@/components/media/MediaBrowserDialog';
import { useToast } from '@/components/toasts/useToast';

export interface ThemeImagePickerProps {
  /** The form path of a media file id, e.g. `theme.background_image_id`. */
  source: string;
  artistId: number | null;
  /** i18n keys of the picker's texts. */
  labelKey: string;
  chooseKey: string;
  removeKey: string;
  dialogTitleKey: string;
}

const asFileId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * One of the theme's images, picked among the artist's photos: a thumbnail of the chosen one
 * with Remove, and a button opening the media browser (which needs an artist).
 */
export const ThemeImagePicker = ({
  source,
  artistId,
  labelKey,
  chooseKey,
  removeKey,
  dialogTitleKey,
}: ThemeImagePickerProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const { field } = useInput({ source, parse: asFileId, format: asFileId });
  const fileId = asFileId(field.value);
  const label = translate(labelKey);

  const choose = () => {
    if (artistId === null) {
      toast.error('app.smart_links.theme.select_artist_first');
      return;
    }
    setOpen(true);
  };

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {fileId !== null ? (
          <AuthenticatedImage
            src={mediaFileUrl(fileId)}
            alt={label}
            size={72}
            sx={{ width: 96, height: 72, borderRadius: 1 }}
          />
        ) : (
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: 'text.secondary', minHeight: 72 }}
          >
            <ImageOutlinedIcon aria-hidden />
            <Typography variant="body2">{translate('app.smart_links.theme.no_image')}</Typography>
          </Stack>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" size="small" onClick={choose} aria-haspopup="dialog">
            {translate(chooseKey)}
          </Button>
          {fileId !== null && (
            <Button
              size="small"
              color="error"
              aria-label={translate(removeKey)}
              onClick={() => field.onChange(null)}
            >
              {translate('app.smart_links.theme.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
      {artistId !== null && (
        <MediaBrowserDialog
          open={open}
          onClose={() => setOpen(false)}
          artistId={artistId}
          fileType="photo"
          title={translate(dialogTitleKey)}
          selectLabel={translate('app.smart_links.theme.select_image')}
          onSelect={(file) => field.onChange(file.id)}
        />
      )}
    </Box>
  );
};
