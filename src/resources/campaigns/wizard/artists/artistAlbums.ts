// One page of an artist's albums (GET /albums?artist_id=). Its `total` is the artist's album
// count on the artist cards; its rows are the album choices once the artist is chosen, from
// the same cache entry. The key is react-admin's own getList key, so useGetList calls and
// react-admin's refreshes after a mutation of albums see the same entry.
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';
import type { Album } from '@/api/types';

export const ALBUM_PAGE_SIZE = 12;

export function artistAlbumsQuery(dataProvider: DataProvider, artistId: number, page = 1) {
  const params: GetListParams = {
    pagination: { page, perPage: ALBUM_PAGE_SIZE },
    sort: { field: 'created_at', order: 'DESC' },
    filter: { artist_id: artistId },
  };
  return {
    queryKey: ['albums', 'getList', params] as const,
    queryFn: async ({ signal }: QueryFunctionContext) => {
      const { data, total } = await dataProvider.getList<Album>('albums', { ...params, signal });
      return { albums: data, total: total ?? data.length };
    },
  };
}
