import { useCallback } from 'react';
import { useTranslate, type Exporter } from 'react-admin';
import type { Song } from '@/api/types';
import { downloadCsv } from '@/lib/csv/downloadCsv';

/**
 * The Export button's exporter: the records it is given (the filtered list) as songs.csv. The
 * writer is fetched on the first export: the list's own code stays light.
 */
export function useSongExporter(): Exporter<Song> {
  const translate = useTranslate();
  return useCallback(
    async (songs: Song[]) => {
      const { songsCsv } = await import('./songCsv');
      downloadCsv(songsCsv(songs, translate), 'songs');
    },
    [translate],
  );
}
