// Every CSV the admin writes, in each interface language: French and Spanish spreadsheets split
// columns on `;`, English ones on `,`; a file opened with the wrong one shows as a single column.
import Papa from 'papaparse';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { album, artist, song } from '@/components/catalogueHealth/rules/records.testkit';
import { healthCsv } from '@/features/catalogue-health/screen/healthCsv';
import { figuresCsv } from '@/features/analytics/figures/figuresCsv';
import { newJobState } from '@/features/catalogue-import/run/jobState';
import { refusedRowsCsv } from '@/features/catalogue-import/run/refusedRowsCsv';
import { refusedSong, songPlan } from '@/features/catalogue-import/run/plans.testkit';
import { templateCsv } from '@/features/catalogue-import/template/templateCsv';
import { catalogues } from '@/providers/i18nCatalogues';
import { albumsCsv } from '@/resources/albums/list/albumCsv';
import { artistsCsv } from '@/resources/artists/list/artistCsv';
import { songsCsv } from '@/resources/songs/list/songCsv';

type Language = 'en' | 'fr' | 'es';

const translateIn = (language: Language) =>
  polyglotI18nProvider(() => catalogues[language], language, [], { allowMissing: true }).translate;

const count = (value: number) => String(value);
const plan = songPlan([refusedSong(3, 'Refused at dry run')]);

/** Each writer, as its screen calls it in `language`. */
const WRITERS: [string, (language: Language) => string][] = [
  ['the artists export', (l) => artistsCsv([artist()], translateIn(l), l)],
  ['the songs export', (l) => songsCsv([song()], translateIn(l), l)],
  ['the albums export', (l) => albumsCsv([album()], translateIn(l), l)],
  [
    "an analytics card's CSV",
    (l) =>
      figuresCsv(
        {
          labelHeader: 'Status',
          columns: [{ id: 'count', header: 'Count', format: count }],
          rows: [{ id: 'active', label: 'Active', values: [3] }],
        },
        l,
      ),
  ],
  [
    'the catalogue health CSV',
    (l) => healthCsv([{ id: 1, name: 'Minuit', value: 'x' }], translateIn(l), l),
  ],
  ['the import template', (l) => templateCsv('songs', translateIn(l), l)],
  [
    "the import's rows to fix",
    (l) => refusedRowsCsv(plan, newJobState('songs-1', plan, '7'), translateIn(l), l),
  ],
];

const LANGUAGES: [Language, string][] = [
  ['en', ','],
  ['fr', ';'],
  ['es', ';'],
];

describe('the separator of every CSV the admin writes', () => {
  it.each(WRITERS.flatMap(([name, write]) => LANGUAGES.map(([l, sep]) => [name, l, sep, write])))(
    '%s in %s separates values with %j',
    (_name, language, separator, write) => {
      const csv = (write as (language: Language) => string)(language as Language);
      const firstLine = csv.split('\r\n')[0];
      const guessed = Papa.parse<string[]>(firstLine, { delimitersToGuess: [',', ';'] });
      expect(guessed.meta.delimiter).toBe(separator);
      expect(guessed.data[0].length).toBeGreaterThan(1);
    },
  );

  it("writes rows to fix with the imported file's own separator, whatever the language", () => {
    const semicolons = { ...plan, separator: ';' as const };
    const csv = refusedRowsCsv(
      semicolons,
      newJobState('songs-1', plan, '7'),
      translateIn('en'),
      'en',
    );
    expect(Papa.parse(csv.split('\r\n')[0], { delimitersToGuess: [',', ';'] }).meta.delimiter).toBe(
      ';',
    );
  });
});

describe('decimal numbers in a CSV', () => {
  const table = {
    labelHeader: 'Artist',
    columns: [{ id: 'share', header: 'Share', format: count }],
    rows: [{ id: '1', label: 'Lune Rivière', values: [1234.5] }],
  };
  const shareIn = (language: Language) =>
    Papa.parse<string[]>(figuresCsv(table, language), { delimitersToGuess: [',', ';'] }).data[1][1];

  it.each([
    ['en', '1234.5'],
    ['fr', '1234,5'],
    ['es', '1234,5'],
  ] as const)('in %s reads %s, as that language writes it', (language, share) => {
    expect(shareIn(language)).toBe(share);
  });
});
