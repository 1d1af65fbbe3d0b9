// How the clash question and the "changed meanwhile" banner name the link's fields and show
// their values: the cards' own labels, a platform entry by its list and platform, a template by
// its name, an image by its number.
import { useTranslate } from 'react-admin';
import { humanizePath, type FieldText } from '@/components/colleagues';
import { isPlainObject } from '@/lib/merge';

const KEY = 'app.smart_links';

/** Theme fields whose label key is not their own name. */
const THEME_LABELS: Readonly<Record<string, string>> = {
  template_name: 'template',
  font_family: 'font',
  background_image_id: 'background_image',
  signature_image_id: 'signature_image',
};

const IMAGE_FIELDS = new Set(['background_image_id', 'signature_image_id']);

export function useSmartLinkFieldText(): FieldText {
  const translate = useTranslate();
  const label = (key: string, fallback: string) => translate(key, { _: humanizePath([fallback]) });

  const labelOf: FieldText['labelOf'] = ([field = '', part, detail]) => {
    if (field === 'link_slug') return label(`${KEY}.slug.label`, field);
    if (field === 'theme') {
      const title = label(`${KEY}.theme.title`, field);
      if (!part) return title;
      return `${title} › ${label(`${KEY}.theme.${THEME_LABELS[part] ?? part}`, part)}`;
    }
    if (field === 'streaming' || field === 'social') {
      // An entry is named by its platform: a brand, never translated.
      return [
        label(`${KEY}.platforms.${field}.title`, field),
        part,
        detail && label(`${KEY}.platforms.fields.${detail}`, detail),
      ]
        .filter(Boolean)
        .join(' › ');
    }
    return humanizePath([field]);
  };

  const entryText = (entry: unknown): string => {
    if (!isPlainObject(entry)) return '';
    const name = typeof entry.display_name === 'string' ? entry.display_name.trim() : '';
    return [
      name || String(entry.platform_name ?? ''),
      String(entry.profile_url ?? ''),
      entry.is_visible === false ? translate(`${KEY}.platforms.hidden`) : '',
    ]
      .filter(Boolean)
      .join(' · ');
  };

  const formatValue: FieldText['formatValue'] = ([field, part], value) => {
    if (field === 'theme' && part === 'template_name' && typeof value === 'string') {
      return translate(`${KEY}.theme.templates.${value}`, { _: value });
    }
    if (field === 'theme' && part && IMAGE_FIELDS.has(part)) {
      return typeof value === 'number'
        ? translate(`${KEY}.colleagues.image`, { id: value })
        : translate(`${KEY}.theme.no_image`);
    }
    if (field === 'theme' && part === 'use_signature' && typeof value === 'number') {
      return translate(`app.colleagues.value.${value === 1 ? 'yes' : 'no'}`);
    }
    if (field === 'streaming' || field === 'social') {
      // A whole list (merged whole, or seen by the banner) or one entry.
      if (Array.isArray(value) && value.length > 0) return value.map(entryText).join('; ');
      if (isPlainObject(value)) return entryText(value);
    }
    return undefined;
  };

  return { labelOf, formatValue };
}
