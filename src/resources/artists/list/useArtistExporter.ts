import { useCallback } from 'react';
import { useLocaleState, useTranslate, type Exporter } from 'react-admin';
import type { Artist } from '@/api/types';
import { downloadCsv } from '@/lib/csv/downloadCsv';

/**
 * The Export button's exporter: the records it is given (the filtered list) as artists.csv. The
 * writer is fetched on the first export: the list's own code stays light.
 */
export function useArtistExporter(): Exporter<Artist> {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    async (artists: Artist[]) => {
      const { artistsCsv } = await import('./artistCsv');
      downloadCsv(artistsCsv(artists, translate, locale), 'artists');
    },
    [translate, locale],
  );
}
