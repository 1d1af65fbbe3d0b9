// The overview's quick stats: the totals of the artist's songs and albums (one row asked for,
// the answer's total used) and the counts of its photos and videos.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { Album, Song } from '@/api/types';
import { artistMediaQueryKey } from '@/components/media/mediaQueries';
import type { LabelDataProvider } from '@/providers/data';

const TOTAL_ONLY = {
  pagination: { page: 1, perPage: 1 },
  sort: { field: 'created_at', order: 'DESC' as const },
};

export function useArtistMedia(artistId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery({
    queryKey: artistMediaQueryKey(artistId),
    queryFn: async () => (await dataProvider.getArtistMedia(artistId)).data,
  });
}

export function useArtistStats(artistId: number) {
  const filter = { artist_id: artistId };
  const songs = useGetList<Song>('songs', { ...TOTAL_ONLY, filter });
  const albums = useGetList<Album>('albums', { ...TOTAL_ONLY, filter });
  const media = useArtistMedia(artistId);
  return { songs, albums, media };
}
