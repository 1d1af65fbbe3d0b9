// After an upload, a rename or a delete, the library lists and the overview's photo and video
// counts (quick stats) are read again.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { artistMediaQueryKey, useInvalidateMediaFiles } from '../mediaQueries';

export function useArtistMediaRefresh(artistId: number) {
  const queryClient = useQueryClient();
  const invalidateFiles = useInvalidateMediaFiles();
  return useMemo(() => {
    const stats = () => queryClient.invalidateQueries({ queryKey: artistMediaQueryKey(artistId) });
    return {
      /** The quick stats only: the upload dialog refreshes the file lists itself. */
      stats,
      all: async () => {
        await Promise.all([invalidateFiles(artistId), stats()]);
      },
    };
  }, [artistId, invalidateFiles, queryClient]);
}
