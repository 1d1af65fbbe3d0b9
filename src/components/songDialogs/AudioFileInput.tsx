import { useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { MediaFile } from '../../api/types';
import { MediaLibraryField } from '../media/MediaLibraryField';
import { SONG_DURATION } from '../../lib/songLimits';

const hasDuration = (value: unknown) => typeof value === 'number' && value > 0;

/** The duration a file brings, when it knows one the form accepts. */
function durationOf(file: MediaFile): number | null {
  const seconds = typeof file.duration_seconds === 'number' ? Math.round(file.duration_seconds) : 0;
  return seconds >= SONG_DURATION.min ? seconds : null;
}

/**
 * The song's audio, a master recording of the artist's media library. Choosing one fills an
 * empty duration with the file's own (read from its metadata at upload), never a typed one.
 */
export const AudioFileInput = ({ artistId }: { artistId: number }) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const {
    field,
    fieldState: { error, invalid },
  } = useInput({ source: 'audio_file_id' });

  const choose = (file: MediaFile | null) => {
    field.onChange(file?.id ?? null);
    const seconds = file ? durationOf(file) : null;
    if (seconds !== null && !hasDuration(getValues('duration_seconds'))) {
      setValue('duration_seconds', seconds, { shouldDirty: true, shouldValidate: true });
    }
  };

  const message = error?.message;
  return (
    <MediaLibraryField
      artistId={artistId}
      fileType="audio"
      category="master-recordings"
      value={typeof field.value === 'number' ? field.value : null}
      onChange={choose}
      label={translate('resources.songs.fields.audio_file_id')}
      helperText={
        invalid && message
          ? translate(message, { _: message })
          : translate('app.songs.form.audio_hint')
      }
      error={invalid}
    />
  );
};
