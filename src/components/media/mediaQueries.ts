// One cache entry per artist and type filter, shared by the media tab, the upload dialog and
// every picker, so an upload or a delete anywhere refreshes them all.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { MediaFileType } from '../../api/types';
import type { LabelDataProvider } from '../../providers/data';

/** The artist's media summary (GET /media/artist/{id}): the overview's photo and video counts. */
export const artistMediaQueryKey = (artistId: Identifier) => ['media', 'artist', String(artistId)];

export const mediaFilesQueryKey = (artistId: number, fileType?: MediaFileType) => [
  'media-files',
  String(artistId),
  fileType ?? 'all',
];

/** The artist's media files (of one type when given), newest first as the API sends them. */
export function useArtistMediaFiles(
  artistId: number,
  fileType?: MediaFileType,
  options: { enabled?: boolean } = {},
) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery({
    queryKey: mediaFilesQueryKey(artistId, fileType),
    queryFn: async () => (await dataProvider.getArtistMediaFiles(artistId, fileType)).data,
    enabled: (options.enabled ?? true) && Number.isInteger(artistId) && artistId > 0,
  });
}

/** Marks every media list of the artist stale, whatever its type filter. */
export function useInvalidateMediaFiles(): (artistId: number) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (artistId) => queryClient.invalidateQueries({ queryKey: ['media-files', String(artistId)] }),
    [queryClient],
  );
}
