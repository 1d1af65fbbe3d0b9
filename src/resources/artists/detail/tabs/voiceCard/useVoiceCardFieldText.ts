// How the clash dialog and the "changed meanwhile" banner name the voice card's fields and show
// their values: the form's own labels, the emoji style in words.
import { useTranslate } from 'react-admin';
import { humanizePath, type FieldText } from '@/components/colleagues';

const KEY = 'app.artists.voice_card';

export function useVoiceCardFieldText(): FieldText {
  const translate = useTranslate();
  return {
    labelOf: (path) => translate(`${KEY}.fields.${path[0]}`, { _: humanizePath(path) }),
    formatValue: ([field], value) =>
      field === 'emoji_style' && typeof value === 'string'
        ? translate(`${KEY}.emoji.${value}`, { _: value })
        : undefined,
  };
}
