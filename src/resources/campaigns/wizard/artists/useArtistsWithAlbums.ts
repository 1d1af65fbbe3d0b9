// The artists the wizard offers: those with at least one album, found on the server.
//
// A label may have tens of thousands of artists, and the contract's Artist carries no album
// count. So each page of the grid is built on the server's pages: GET /artists?search=&page=
// &limit= (sorted by stage name) gives a page of artists, GET /albums?artist_id= is asked for
// each of them (its `total` is the album count, its rows the album choices, cached for the
// album step), and only the artists with an album are kept. While a grid page holds fewer than
// GRID_PAGE_SIZE of them and the server has more, its next page is read the same way; those
// found beyond a grid page wait for "Show more", which goes on from there. Nothing ever loads
// every artist or every album.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { Artist } from '@/api/types';
import { artistAlbumsQuery } from './artistAlbums';

export const GRID_PAGE_SIZE = 12;
/** Artists asked for per request; many of a label's artists may have no album yet. */
export const ARTIST_PAGE_SIZE = 24;
/** An album count read for the grid is reused rather than asked again for a minute. */
const COUNT_STALE_MS = 60_000;

export interface ArtistWithAlbums {
  artist: Artist;
  albumCount: number;
}

/** Where a grid page starts: a server page, and the artists found but not shown yet. */
interface Cursor {
  /** null once the server has no further page. */
  serverPage: number | null;
  found: ArtistWithAlbums[];
}

interface GridPage {
  artists: ArtistWithAlbums[];
  next?: Cursor;
}

export function useArtistsWithAlbums(search: string) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();

  const query = useInfiniteQuery({
    queryKey: ['campaign-wizard', 'artists-with-albums', search],
    initialPageParam: { serverPage: 1, found: [] } as Cursor,
    getNextPageParam: (last: GridPage) => last.next,
    queryFn: async ({ pageParam }): Promise<GridPage> => {
      const found = [...pageParam.found];
      let serverPage = pageParam.serverPage;
      while (serverPage !== null && found.length < GRID_PAGE_SIZE) {
        const { data, total = 0 } = await dataProvider.getList<Artist>('artists', {
          pagination: { page: serverPage, perPage: ARTIST_PAGE_SIZE },
          sort: { field: 'stageName', order: 'ASC' },
          filter: search ? { q: search } : {},
        });
        const counts = await Promise.all(
          data.map((artist) =>
            queryClient.fetchQuery({
              ...artistAlbumsQuery(dataProvider, artist.id),
              staleTime: COUNT_STALE_MS,
            }),
          ),
        );
        data.forEach((artist, i) => {
          const albumCount = counts[i]?.total ?? 0;
          if (albumCount > 0) found.push({ artist, albumCount });
        });
        const more = data.length > 0 && serverPage * ARTIST_PAGE_SIZE < total;
        serverPage = more ? serverPage + 1 : null;
      }
      const rest = found.slice(GRID_PAGE_SIZE);
      return {
        artists: found.slice(0, GRID_PAGE_SIZE),
        next: serverPage !== null || rest.length ? { serverPage, found: rest } : undefined,
      };
    },
  });

  const artists = useMemo(
    () => query.data?.pages.flatMap((page) => page.artists) ?? [],
    [query.data],
  );
  return {
    artists,
    loading: query.isPending || query.isFetchingNextPage,
    canShowMore: query.hasNextPage && !query.isError,
    showMore: () => void query.fetchNextPage(),
    error: query.error,
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
}
