import { useCallback } from 'react';
import { useLocaleState, useTranslate, type Exporter } from 'react-admin';
import type { Album } from '@/api/types';
import { downloadCsv } from '@/lib/csv/downloadCsv';

/**
 * The Export button's exporter: the records it is given (the filtered list) as a CSV file named
 * after the list, in the interface language. The writer is fetched
 * on the first export: the list's own code stays light.
 */
export function useAlbumExporter(): Exporter<Album> {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    async (albums: Album[]) => {
      const { albumsCsv } = await import('./albumCsv');
      downloadCsv(
        albumsCsv(albums, translate, locale),
        translate('resources.albums.name', { smart_count: 2 }),
      );
    },
    [translate, locale],
  );
}
