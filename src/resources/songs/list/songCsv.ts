// The song list's CSV export: one row per song, headers and values in the interface language so
// the file reads like the screen it came from, and re-imports through the catalogue import.
import type { TranslateFunction } from 'react-admin';
import type { Song } from '@/api/types';
import { catalogueStatusKey } from '@/components/catalogue/catalogueStatus';
import { writeCsv, type CsvCell } from '@/lib/csv/writeCsv';

interface Column {
  /** The header's i18n key. */
  header: string;
  value: (song: Song, translate: TranslateFunction) => CsvCell;
}

/** The fields the API gives as text (or null), written as they are. */
type TextField = { [K in keyof Song]: Song[K] extends string | null ? K : never }[keyof Song];

const field = (name: keyof Song) => `resources.songs.fields.${name}`;
const text = (name: TextField): Column => ({ header: field(name), value: (song) => song[name] });

// Lyrics stay out, as bios do from the artists' file: pages of text in a row make a sheet
// unreadable, and the song's own page shows them.
const COLUMNS: readonly Column[] = [
  text('title'),
  // The record carries the artist's stage name: the file names artists, never by an id.
  text('artist_name'),
  text('description'),
  // Seconds, as a number, under a header that says so: "3:34" would read as a time of day in a
  // spreadsheet, and the import reads this column back as seconds.
  { header: 'app.songs.form.duration_label', value: (song) => song.duration_seconds },
  {
    header: field('is_explicit'),
    value: (song, translate) =>
      translate(`app.songs.detail.overview.${song.is_explicit ? 'yes' : 'no'}`),
  },
  text('isrc'),
  // Dates stay the API's ISO text: they sort and re-import without guessing a date format.
  text('release_date'),
  {
    header: field('status'),
    value: (song, translate) => translate(catalogueStatusKey(song.status), { _: song.status }),
  },
  text('instruments'),
  text('tempo'),
  text('mood'),
  text('genre_tags'),
  text('theme'),
  text('production_style'),
  text('vocal_style'),
  text('created_at'),
];

/** The CSV text of `songs`: a header line, then one line per song, CRLF-separated. */
export function songsCsv(
  songs: readonly Song[],
  translate: TranslateFunction,
  language: string,
): string {
  return writeCsv(
    COLUMNS.map(({ header }) => translate(header)),
    songs.map((song) => COLUMNS.map(({ value }) => value(song, translate))),
    { language },
  );
}
