import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../providers/i18n';
import { catalogues } from '../providers/i18nCatalogues';
import { formatDate } from './dates';
import { formatRelativeTime } from './relativeTime';

const NOW = Date.UTC(2026, 10, 15, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function relativeIn(locale: Locale) {
  const { translate } = polyglotI18nProvider(() => catalogues[locale], locale);
  return (ago: number) =>
    formatRelativeTime(new Date(NOW - ago), NOW, translate, (date) => formatDate(date, locale));
}

// Each boundary and the last instant before it.
const AGES: Array<[string, number]> = [
  ['0 s', 0],
  ['59 s', 59 * SECOND],
  ['1 min', MINUTE],
  ['59 min 59 s', HOUR - SECOND],
  ['1 h', HOUR],
  ['23 h 59 min', DAY - MINUTE],
  ['24 h', DAY],
  ['47 h 59 min', 2 * DAY - MINUTE],
  ['2 days', 2 * DAY],
  ['6 days 23 h', 7 * DAY - HOUR],
  ['7 days', 7 * DAY],
  ['13 days 23 h', 14 * DAY - HOUR],
  ['14 days', 14 * DAY],
  ['21 days', 21 * DAY],
  ['29 days 23 h', 30 * DAY - HOUR],
  ['30 days', 30 * DAY],
];

const EXPECTED: Record<Locale, string[]> = {
  en: [
    'Just now',
    'Just now',
    '1m ago',
    '59m ago',
    '1h ago',
    '23h ago',
    '1d ago',
    '1d ago',
    '2 days ago',
    '6 days ago',
    '1 week ago',
    '1 week ago',
    '2 weeks ago',
    '3 weeks ago',
    '4 weeks ago',
    'Oct 16, 2026',
  ],
  fr: [
    "À l'instant",
    "À l'instant",
    'il y a 1 min',
    'il y a 59 min',
    'il y a 1 h',
    'il y a 23 h',
    'il y a 1 j',
    'il y a 1 j',
    'il y a 2 jours',
    'il y a 6 jours',
    'il y a 1 semaine',
    'il y a 1 semaine',
    'il y a 2 semaines',
    'il y a 3 semaines',
    'il y a 4 semaines',
    '16 oct. 2026',
  ],
  es: [
    'Justo ahora',
    'Justo ahora',
    'hace 1 min',
    'hace 59 min',
    'hace 1 h',
    'hace 23 h',
    'hace 1 d',
    'hace 1 d',
    'hace 2 días',
    'hace 6 días',
    'hace 1 semana',
    'hace 1 semana',
    'hace 2 semanas',
    'hace 3 semanas',
    'hace 4 semanas',
    '16 oct 2026',
  ],
};

describe.each(['en', 'fr', 'es'] as const)('formatRelativeTime in %s', (locale) => {
  const relative = relativeIn(locale);

  it.each(AGES.map(([label, ago], index) => [label, ago, EXPECTED[locale][index]] as const))(
    '%s ago → %s',
    (_label, ago, expected) => {
      expect(relative(ago)).toBe(expected);
    },
  );

  it('treats a time slightly in the future as just now', () => {
    expect(relative(-5 * MINUTE)).toBe(EXPECTED[locale][0]);
  });
});

describe('formatRelativeTime input', () => {
  const relative = (value: string) =>
    formatRelativeTime(
      value,
      NOW,
      (key) => key,
      () => 'date',
    );

  it('accepts the API’s ISO strings', () => {
    expect(relative(new Date(NOW - 5 * MINUTE).toISOString())).toBe(
      'app.notifications.time.minutes_ago',
    );
  });

  it('gives an empty text for an invalid date', () => {
    expect(relative('not a date')).toBe('');
  });
});
