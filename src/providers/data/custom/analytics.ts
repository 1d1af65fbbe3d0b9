// The analytics screen's loads (features/analytics). Counts come from the API's totals with a
// filter and limit=1, never from downloading every record, so the number of requests depends
// on the vocabularies (statuses, genres), not on the size of the label. The lists the contract
// only serves whole (campaigns, song requests) are one call each; releases per month page
// through albums newest release first and stop at the first one before the window.
import { ARTIST_STATUSES } from '@/api/artistVocabulary';
import { CATALOGUE_STATUSES } from '@/api/catalogueStatuses';
import type { ApiClient } from '@/api/client';
import { invalidFormatError, isRecord } from '@/api/errors';
import type {
  Album,
  ArtistStatus,
  Campaign,
  CatalogueStatus,
  Genre,
  SongRequest,
} from '@/api/types';
import { statusFilterHonoured, type StatusAnswer } from './statusFilterCheck';

/** Albums per page when counting releases (the contract's maximum), and pages at most. */
export const RELEASE_PAGE_SIZE = 1000;
export const RELEASE_MAX_PAGES = 10;

export interface StatusCount<S extends string = string> {
  status: S;
  count: number;
}

export interface GenreCount {
  genre: Genre;
  count: number;
}

export interface CatalogueCounts {
  total: number;
  /** False when the server ignored the status filter: its totals are not per status. */
  available: boolean;
  byStatus: StatusCount<CatalogueStatus>[];
}

export interface AlbumReleases {
  /** Release dates (YYYY-MM-DD) on or after `from` among the albums read. */
  dates: string[];
  /** Every album from `from` on was read (false: capped, or the server ignored paging). */
  complete: boolean;
  /** The server did not sort by release date. */
  unordered: boolean;
  read: number;
  total: number;
  requests: number;
}

type Row = { id: number; status?: unknown; release_date?: string | null };

export const analyticsMethods = (client: ApiClient) => {
  const artistTotal = async (query: Record<string, string | number>) => {
    const { data } = await client.request<{ pagination?: unknown }>(
      '/artists',
      { query: { ...query, limit: 1 } },
      'object',
    );
    const pagination = data.pagination;
    if (!isRecord(pagination) || typeof pagination.totalItems !== 'number') {
      throw invalidFormatError();
    }
    return pagination.totalItems;
  };

  const rows = async (path: string, query: Record<string, string | number | undefined>) => {
    const { data, envelope } = await client.request<Row[]>(path, { query }, 'array');
    if (typeof envelope.total !== 'number') throw invalidFormatError();
    return { rows: data, total: envelope.total };
  };

  return {
    /** Artists per status: one call per status. */
    getArtistStatusCounts: async (): Promise<{ data: StatusCount<ArtistStatus>[] }> => ({
      data: await Promise.all(
        ARTIST_STATUSES.map(async (status) => ({
          status,
          count: await artistTotal({ status }),
        })),
      ),
    }),

    /** Artists per genre: the genres, then one call per genre. */
    getArtistGenreCounts: async (): Promise<{ data: GenreCount[] }> => {
      const genres = (await client.request<Genre[]>('/artists/genres', {}, 'array')).data;
      return {
        data: await Promise.all(
          genres.map(async (genre) => ({ genre, count: await artistTotal({ genre: genre.id }) })),
        ),
      };
    },

    /**
     * Songs or albums per catalogue status. `status` is an extension: the answers are checked
     * (statusFilterCheck.ts) and a server that ignored it gives no counts rather than wrong ones.
     */
    getCatalogueStatusCounts: async (
      resource: 'songs' | 'albums',
    ): Promise<{ data: CatalogueCounts }> => {
      const path = `/${resource}`;
      const [all, ...answers] = await Promise.all([
        rows(path, { limit: 1 }),
        ...CATALOGUE_STATUSES.map(async (status): Promise<StatusAnswer> => ({
          status,
          ...(await rows(path, { status, limit: 1 })),
        })),
      ]);
      const available = statusFilterHonoured(all, answers);
      return {
        data: {
          total: all.total,
          available,
          byStatus: available
            ? answers.map((answer) => ({
                status: answer.status as CatalogueStatus,
                count: answer.total,
              }))
            : [],
        },
      };
    },

    /**
     * Release dates from `from` (YYYY-MM-DD) on. The contract has no date filter: albums are
     * read newest release first, a page at a time, up to the first one released before `from`
     * (albums without a date are skipped wherever the server sorts them). `sortBy`, `limit`
     * and `page` are extensions: a server that ignores the order is read on to the end, one
     * that ignores paging stops at the first page that brings nothing new, and the pages are
     * capped; either way `complete` says whether the counts cover the whole window.
     */
    getAlbumReleases: async (
      from: string,
      maxPages: number = RELEASE_MAX_PAGES,
    ): Promise<{ data: AlbumReleases }> => {
      const seen = new Set<number>();
      const dates: string[] = [];
      let previous: string | undefined;
      let unordered = false;
      let complete = false;
      let total = 0;
      let requests = 0;
      for (let page = 1; page <= maxPages && !complete; page += 1) {
        const answer = await rows('/albums', {
          sortBy: 'release_date',
          sortOrder: 'desc',
          limit: RELEASE_PAGE_SIZE,
          page,
        });
        requests += 1;
        total = answer.total;
        let fresh = 0;
        let before = false;
        for (const album of answer.rows as Pick<Album, 'id' | 'release_date'>[]) {
          if (seen.has(album.id)) continue;
          seen.add(album.id);
          fresh += 1;
          const date = album.release_date?.slice(0, 10);
          if (!date) continue;
          if (previous !== undefined && date > previous) unordered = true;
          previous = date;
          if (date >= from) dates.push(date);
          else before = true;
        }
        if (fresh === 0) break;
        complete =
          seen.size >= total || answer.rows.length < RELEASE_PAGE_SIZE || (before && !unordered);
      }
      return { data: { dates, complete, unordered, read: seen.size, total, requests } };
    },

    /** Every campaign: GET /campaigns has no paging, one call answers them all. */
    getAllCampaigns: async (): Promise<{ data: Campaign[] }> => {
      const { data } = await client.request<{ campaigns?: unknown }>('/campaigns', {}, 'object');
      if (!Array.isArray(data.campaigns)) throw invalidFormatError();
      return { data: data.campaigns as Campaign[] };
    },

    /** Every song request: GET /song-requests has no paging, one call answers them all. */
    getAllSongRequests: async (): Promise<{ data: SongRequest[] }> => ({
      data: (await client.request<SongRequest[]>('/song-requests', {}, 'array')).data,
    }),
  };
};
