// The artist list's CSV export: one row per artist, headers and values in the interface language
// so the file reads like the screen it came from.
import type { TranslateFunction } from 'react-admin';
import type { Artist } from '@/api/types';
import { writeCsv } from '@/lib/csv/writeCsv';
import { genreName } from '@/lib/genreName';
import { singingLanguageLabel } from '@/components/catalogue/useArtistChoices';

type CellValue = string | null | undefined;

interface Column {
  /** Its header is the field label, resources.artists.fields.{field}. */
  field: string;
  value: (artist: Artist, translate: TranslateFunction, locale: string) => CellValue;
}

const COLUMNS: readonly Column[] = [
  { field: 'stageName', value: (a) => a.stageName },
  { field: 'realName', value: (a) => a.realName },
  { field: 'email', value: (a) => a.email },
  { field: 'phone', value: (a) => a.phone },
  { field: 'cellphone', value: (a) => a.cellphone },
  {
    field: 'genres',
    value: (a, _translate, locale) => a.genres.map((genre) => genreName(genre, locale)).join(', '),
  },
  {
    field: 'singingLanguages',
    value: (a, translate, locale) =>
      a.singingLanguages
        .map((language) =>
          singingLanguageLabel(language, translate('app.artists.other_language'), locale),
        )
        .join(', '),
  },
  { field: 'status', value: (a, translate) => translate(`app.artists.status.${a.status}`) },
  {
    field: 'isVerified',
    value: (a, translate) =>
      translate(a.isVerified ? 'app.artists.verified' : 'app.artists.unverified'),
  },
  {
    field: 'publicStatus',
    value: (a, translate) => translate(`app.artists.public_status.${a.publicStatus}`),
  },
  // Kept as the API's ISO timestamp: it sorts and re-imports without guessing a date format.
  { field: 'createdAt', value: (a) => a.createdAt },
];

/**
 * The CSV text of `artists`: a header line, then one line per artist, CRLF-separated (RFC 4180),
 * through the shared writer (quoting, and a `'` before any cell a spreadsheet would run).
 */
export function artistsCsv(
  artists: readonly Artist[],
  translate: TranslateFunction,
  locale: string,
): string {
  return writeCsv(
    COLUMNS.map(({ field }) => translate(`resources.artists.fields.${field}`)),
    artists.map((artist) => COLUMNS.map(({ value }) => value(artist, translate, locale) ?? null)),
    { language: locale },
  );
}
