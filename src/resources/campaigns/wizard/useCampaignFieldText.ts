// How the clash dialog names the campaign's fields and shows their values (issue 37): the
// summary's labels and wording, an album by its title and artist, amounts and dates as the
// summary writes them.
import { useTranslate } from 'react-admin';
import { humanizePath, type FieldText } from '@/components/colleagues';
import { isPlainObject } from '@/lib/merge';
import { useFormatDate } from '@/lib/dates';
import { useFormatMoney } from './budget/useFormatMoney';
import { CONTENT_LANGUAGES } from './campaignOptions';

const T = 'app.campaigns.wizard';

/** Each field of CampaignChoices by its label in the wizard's summary. */
const SUMMARY_LABELS: Readonly<Record<string, string>> = {
  album: 'album',
  name: 'name',
  launch_date: 'launch_date',
  description: 'description',
  total_budget: 'budget',
  languages: 'languages',
  production_description_language: 'production_language',
  artist_materials_language: 'materials_language',
  video_type: 'video_type',
  include_live_posts: 'live_posts',
};

const LANGUAGE_FIELDS = new Set(['production_description_language', 'artist_materials_language']);

/** The names of the artists and albums the wizard has seen, by id. */
export interface KnownNames {
  artists: Readonly<Record<number, string>>;
  albums: Readonly<Record<number, string>>;
}

export function useCampaignFieldText(names: KnownNames): FieldText {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const language = (code: string) => translate(`${T}.final.language.${code}`, { _: code });
  return {
    labelOf: ([field = '']) => {
      const key = SUMMARY_LABELS[field];
      return key ? translate(`${T}.summary.${key}`) : humanizePath([field]);
    },
    formatValue: ([field = ''], value) => {
      if (field === 'album' && isPlainObject(value)) {
        const album = names.albums[Number(value.album_id)] ?? String(value.album_id);
        const artist = names.artists[Number(value.artist_id)];
        return artist ? `${album} · ${artist}` : album;
      }
      if (field === 'launch_date' && typeof value === 'string' && value) return formatDate(value);
      if (field === 'total_budget' && typeof value === 'number') return formatMoney(value);
      if (field === 'languages' && Array.isArray(value)) {
        return CONTENT_LANGUAGES.filter((code) => value.includes(code))
          .map(language)
          .join(', ');
      }
      if (LANGUAGE_FIELDS.has(field) && typeof value === 'string') return language(value);
      if (field === 'video_type' && typeof value === 'string') {
        return translate(`${T}.final.video.${value}`, { _: value });
      }
      if (field === 'include_live_posts' && typeof value === 'boolean') {
        return translate(`${T}.summary.${value ? 'yes' : 'no'}`);
      }
      return undefined;
    },
  };
}
