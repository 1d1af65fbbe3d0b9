// The dashboard's three loads. Each recent list's answer also carries the collection's total,
// so the counts cost no extra call.
import { useGetList, type SortPayload } from 'react-admin';
import type { Album, Artist, Song } from '../../api/types';

/** Spec 9: the dashboard's recent lists show 5 items. */
export const RECENT_COUNT = 5;

const newestFirst = (
  field: string,
): { pagination: { page: number; perPage: number }; sort: SortPayload } => ({
  pagination: { page: 1, perPage: RECENT_COUNT },
  sort: { field, order: 'DESC' },
});

export function useDashboardData() {
  // The API's creation-date field differs: artists are camelCase, the catalogue snake_case.
  const artists = useGetList<Artist>('artists', newestFirst('createdAt'));
  const songs = useGetList<Song>('songs', newestFirst('created_at'));
  const albums = useGetList<Album>('albums', newestFirst('created_at'));
  return { artists, songs, albums };
}
