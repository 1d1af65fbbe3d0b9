import { useCallback } from 'react';
import { useTranslate, type Exporter } from 'react-admin';
import type { Album } from '@/api/types';
import { downloadCsv } from '@/lib/csv/downloadCsv';

/**
 * The Export button's exporter: the records it is given (the filtered list) as albums.csv. The
 * writer is fetched on the first export: the list's own code stays light.
 */
export function useAlbumExporter(): Exporter<Album> {
  const translate = useTranslate();
  return useCallback(
    async (albums: Album[]) => {
      const { albumsCsv } = await import('./albumCsv');
      downloadCsv(albumsCsv(albums, translate), 'albums');
    },
    [translate],
  );
}
