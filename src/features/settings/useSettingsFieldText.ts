// How the clash dialog and the "changed meanwhile" banner name the settings and show their
// values (issue 37): the labels of the screen's own inputs and sections, choices in words,
// languages and times as the screen shows them.
import { useLocaleState, useTranslate } from 'react-admin';
import { humanizePath, type FieldText } from '../../components/colleagues';
import { formatTimeOfDay } from '../../lib/dates';
import { languageName } from '../../lib/languageNames';
import { TAB_OF_GROUP } from './settingsTabs';

const KEY = 'app.settings';

/** Groups of the settings shown under a section title rather than as one input. */
const SECTION_OF: Readonly<Record<string, string>> = {
  phase_distribution: 'phase_distribution',
  platform_allocation: 'platform_allocation',
  default_posting_times: 'posting_times',
  voice_card_defaults: 'voice_defaults',
};

/** Choices sent as codes and shown in words. */
const CHOICES: Readonly<Record<string, string>> = {
  safety_level: `${KEY}.safety`,
  default_post_tone: `${KEY}.tones`,
};

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;

export function useSettingsFieldText(): FieldText {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fallback = (path: readonly string[]) => humanizePath(path.slice(-1));

  const labelOf = (path: readonly string[]): string => {
    const [group, field, entry] = path;
    if (field === undefined) {
      const tab = TAB_OF_GROUP[group];
      return tab ? translate(`${KEY}.tabs.${tab}`) : fallback(path);
    }
    const section = SECTION_OF[field];
    if (!section) return translate(`${KEY}.fields.${field}`, { _: fallback(path) });
    const title = translate(`${KEY}.sections.${section}`);
    if (entry === undefined) return title;
    // Posting times are by platform; the other groups' entries have labels of their own.
    const name =
      field === 'default_posting_times'
        ? translate(`${KEY}.platforms.${entry}`, { _: entry })
        : translate(`${KEY}.fields.${entry}`, { _: fallback(path) });
    return `${title} › ${name}`;
  };

  const formatValue = (path: readonly string[], value: unknown) => {
    const field = path[1];
    if (typeof value === 'string' && field && CHOICES[field]) {
      return translate(`${CHOICES[field]}.${value}`, { _: value });
    }
    const list = strings(value);
    if (list && list.length > 0 && field === 'supported_languages') {
      return list.map((code) => languageName(code, locale, code)).join(', ');
    }
    if (list && list.length > 0 && field === 'default_posting_times') {
      return list.map((time) => formatTimeOfDay(time, locale)).join(', ');
    }
    return undefined;
  };

  return { labelOf, formatValue };
}
