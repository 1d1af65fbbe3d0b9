// The artist list's CSV export: one row per artist, headers and values in the interface language
// so the file reads like the screen it came from.
import jsonExport from 'jsonexport/dist';
import type { TranslateFunction } from 'react-admin';
import type { Artist } from '../../../api/types';
import { genreName } from '../../../lib/genreName';
import { singingLanguageLabel } from '../useArtistChoices';

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
 * The CSV text of `artists`: a header line, then one line per artist, CRLF-separated (RFC 4180).
 * jsonexport, react-admin's own CSV writer, does the quoting; the rows are flat strings already,
 * so it has nothing to flatten.
 */
export function artistsCsv(
  artists: readonly Artist[],
  translate: TranslateFunction,
  locale: string,
): Promise<string> {
  const rows = artists.map((artist) =>
    Object.fromEntries(
      COLUMNS.map(({ field, value }) => [field, value(artist, translate, locale) ?? '']),
    ),
  );
  return jsonExport(rows, {
    headers: COLUMNS.map(({ field }) => field),
    rename: COLUMNS.map(({ field }) => translate(`resources.artists.fields.${field}`)),
    endOfLine: '\r\n',
  });
}
