import { useCallback } from 'react';
import { useLocaleState, useTranslate, type Exporter } from 'react-admin';
import type { Artist } from '@/api/types';
import { downloadCsv } from '@/lib/csv/downloadCsv';

/**
 * The Export button's exporter: the records it is given (the filtered list) as a CSV file named
 * after the list, in the interface language. The
 * writer is fetched on the first export: the list's own code stays light.
 */
export function useArtistExporter(): Exporter<Artist> {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    async (artists: Artist[]) => {
      const { artistsCsv } = await import('./artistCsv');
      downloadCsv(
        artistsCsv(artists, translate, locale),
        translate('resources.artists.name', { smart_count: 2 }),
      );
    },
    [translate, locale],
  );
}
