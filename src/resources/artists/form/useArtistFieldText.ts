// How the clash dialog and the "changed meanwhile" banner name the artist's fields and show
// their values: labels of the form, choices by their names, a bio by its language and platform.
import { useTranslate } from 'react-admin';
import { humanizePath, type FieldText } from '@/components/colleagues';
import { isPlainObject } from '@/lib/merge';

const CHOICES: Readonly<Record<string, string>> = {
  gender: 'app.artists.gender',
  status: 'app.artists.status',
  publicStatus: 'app.artists.public_status',
};

export function useArtistFieldText(): FieldText {
  const translate = useTranslate();
  return {
    labelOf: ([field, entry]) => {
      const label = translate(`resources.artists.fields.${field}`, { _: humanizePath([field]) });
      if (field !== 'bios' || !entry) return label;
      const [language, platform] = entry.split('|');
      return [
        label,
        translate(`app.artists.bio_language.${language}`, { _: language }),
        translate(`app.artists.bio_platform.${platform}`, { _: platform }),
      ].join(' › ');
    },
    formatValue: ([field], value) => {
      if (typeof value === 'string' && CHOICES[field]) {
        return translate(`${CHOICES[field]}.${value}`, { _: value });
      }
      if (field === 'bios' && isPlainObject(value) && typeof value.bio === 'string') {
        return value.bio;
      }
      return undefined;
    },
  };
}
