// How the clash dialog and the "changed meanwhile" banner name the song's fields and show their
// values: the form's own labels, a duration as m:ss, the audio file by its name.
import { useTranslate } from 'react-admin';
import { humanizePath, type FieldText } from '../colleagues';
import { useArtistMediaFiles } from '../media/mediaQueries';
import { formatDuration } from '../../lib/duration';

/** Fields whose input is labelled otherwise than resources.songs.fields.*. */
const FORM_LABELS: Readonly<Record<string, string>> = {
  duration_seconds: 'app.songs.form.duration_label',
};

/** `open`: the form is shown (a closed dialog asks nothing of the server). */
export function useSongFieldText(artistId: number, open: boolean): FieldText {
  const translate = useTranslate();
  // The same list the audio input shows: one request for both.
  const { data: files } = useArtistMediaFiles(artistId, 'audio', { enabled: open });
  return {
    labelOf: ([field = '']) =>
      translate(FORM_LABELS[field] ?? `resources.songs.fields.${field}`, {
        _: humanizePath([field]),
      }),
    formatValue: ([field], value) => {
      if (field === 'duration_seconds' && typeof value === 'number' && value > 0) {
        return formatDuration(value);
      }
      if (field === 'audio_file_id' && typeof value === 'number') {
        const file = files?.find((f) => f.id === value);
        return file?.original_filename || undefined;
      }
      return undefined;
    },
  };
}
