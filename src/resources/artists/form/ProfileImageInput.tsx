import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { ImageInput, useRecordContext, useTranslate, type ImageInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Artist } from '@/api/types';
import { AuthenticatedImage } from '@/components/AuthenticatedImage';
import { useToast } from '@/components/toasts/useToast';
import type { ArtistFormValues } from './artistFormValues';
import { ChosenImagePreview } from './ChosenImagePreview';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  rejectionMessage,
} from '@/lib/validateArtist';

type DropzoneOptions = NonNullable<ImageInputProps['options']>;
type OnDropRejected = NonNullable<DropzoneOptions['onDropRejected']>;

/**
 * The profile image picker: JPG, PNG or GIF under 20MB, a preview of the chosen file with a way
 * to remove it, and in edit mode the current image.
 */
export const ProfileImageInput = () => {
  const translate = useTranslate();
  const toast = useToast();
  const record = useRecordContext<Artist>();
  const { setValue } = useFormContext<ArtistFormValues>();
  const chosen = useWatch<ArtistFormValues, 'profileImage'>({ name: 'profileImage' });
  // react-admin's ImageInput keeps rejected files out of the form and says nothing about them.
  const [rejection, setRejection] = useState<string | null>(null);
  const rejectionId = useId();

  const onDropRejected: OnDropRejected = (rejections) => {
    const message = rejectionMessage(rejections.flatMap((r) => r.errors.map((e) => e.code)));
    setRejection(message);
    toast.error(message);
  };

  const remove = () => {
    setRejection(null);
    setValue('profileImage', null, { shouldDirty: true, shouldValidate: true });
  };

  const label = translate('resources.artists.fields.profileImage');
  return (
    <Stack sx={{ gap: 2, width: '100%' }}>
      {record?.profileImageUrl && !chosen && (
        <Box component="figure" sx={{ m: 0 }}>
          <AuthenticatedImage
            src={record.profileImageUrl}
            alt={record.stageName}
            size={160}
            sx={{ width: 160, height: 160, borderRadius: 1 }}
          />
          <Typography component="figcaption" variant="caption" color="text.secondary">
            {translate('app.artists.form.image.current')}
          </Typography>
        </Box>
      )}
      <ImageInput
        source="profileImage"
        accept={PROFILE_IMAGE_TYPES}
        maxSize={PROFILE_IMAGE_MAX_BYTES}
        helperText={false}
        inputProps={{ 'aria-label': label }}
        // The drop zone itself is not focusable: the button inside it is the keyboard path.
        options={{ noKeyboard: true, onDropRejected, onDropAccepted: () => setRejection(null) }}
        placeholder={<DropZoneContent describedBy={rejection ? rejectionId : undefined} />}
      />
      {rejection && (
        <FormHelperText id={rejectionId} error role="alert" sx={{ mt: -1 }}>
          {translate(rejection)}
        </FormHelperText>
      )}
      {chosen && (
        <>
          <ChosenImagePreview image={chosen} onRemove={remove} />
          {record?.profileImageUrl && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.artists.form.image.replaces_current')}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
};

const DropZoneContent = ({ describedBy }: { describedBy?: string }) => {
  const translate = useTranslate();
  return (
    <Stack sx={{ alignItems: 'center', gap: 1, py: 2 }}>
      {/* A click bubbles to the drop zone, which opens the file dialog. */}
      <Button
        type="button"
        variant="outlined"
        startIcon={<UploadIcon />}
        aria-describedby={describedBy}
      >
        {translate('app.artists.form.image.choose')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {translate('app.artists.form.image.hint')}
      </Typography>
    </Stack>
  );
};
