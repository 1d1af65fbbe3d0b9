import { useInput, useTranslate } from 'react-admin';
import { MediaLibraryField } from '../media/MediaLibraryField';

/** The cover: one photo of the artist's album-covers folder, held as its media file id. */
export const CoverImageInput = ({ artistId }: { artistId: number }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<number | null>({
    source: 'cover_image_id',
    defaultValue: null,
  });
  const error = fieldState.error?.message;
  return (
    <MediaLibraryField
      artistId={artistId}
      fileType="photo"
      category="album-covers"
      value={typeof field.value === 'number' ? field.value : null}
      onChange={(file) => field.onChange(file?.id ?? null)}
      label={translate('resources.albums.fields.cover_image_id')}
      // Server messages arrive as text, the form's own as keys: `_` shows either.
      helperText={
        error ? translate(error, { _: error }) : translate('app.albums.create.cover_hint')
      }
      error={!!error}
    />
  );
};
