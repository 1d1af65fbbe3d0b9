// The album list's CSV export: one row per album, headers and values in the interface language
// so the file reads like the screen it came from.
import type { TranslateFunction } from 'react-admin';
import type { Album } from '@/api/types';
import { catalogueStatusKey } from '@/components/catalogue/catalogueStatus';
import { writeCsv, type CsvCell } from '@/lib/csv/writeCsv';

interface Column {
  /** Its header is the field label, resources.albums.fields.{field}. */
  field: keyof Album;
  value: (album: Album, translate: TranslateFunction) => CsvCell;
}

const COLUMNS: readonly Column[] = [
  { field: 'title', value: (a) => a.title },
  // The record carries the artist's stage name: the file names artists, never by an id.
  { field: 'artist_name', value: (a) => a.artist_name },
  {
    field: 'album_type',
    // As the list names it: a type the interface does not know shows as the server sent it.
    value: (a, translate) =>
      translate(`app.catalogue.album_type.${a.album_type}`, { _: a.album_type }),
  },
  {
    field: 'status',
    value: (a, translate) => translate(catalogueStatusKey(a.status), { _: a.status }),
  },
  // Dates stay the API's ISO text: they sort and re-import without guessing a date format.
  { field: 'release_date', value: (a) => a.release_date },
  { field: 'upc', value: (a) => a.upc },
  // The number of tracks, as the list shows it.
  { field: 'songs', value: (a) => a.songs.length },
  { field: 'description', value: (a) => a.description },
  { field: 'created_at', value: (a) => a.created_at },
];

/** The CSV text of `albums`: a header line, then one line per album, CRLF-separated. */
export function albumsCsv(
  albums: readonly Album[],
  translate: TranslateFunction,
  language: string,
): string {
  return writeCsv(
    COLUMNS.map(({ field }) => translate(`resources.albums.fields.${field}`)),
    albums.map((album) => COLUMNS.map(({ value }) => value(album, translate))),
    { language },
  );
}
