import { useCallback } from 'react';
import { downloadCSV, useLocaleState, useTranslate, type Exporter } from 'react-admin';
import type { Artist } from '../../../api/types';
import { artistsCsv } from './artistCsv';

// Spreadsheet apps read a CSV without a byte-order mark as a legacy encoding and garble
// accented names (Lune Rivière); the BOM makes them read UTF-8.
const UTF8_BOM = '\ufeff';

/** The Export button's exporter: the records it is given (the filtered list) as artists.csv. */
export function useArtistExporter(): Exporter<Artist> {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    async (artists: Artist[]) =>
      downloadCSV(UTF8_BOM + (await artistsCsv(artists, translate, locale)), 'artists'),
    [translate, locale],
  );
}
