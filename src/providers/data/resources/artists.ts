// GET /artists answers data.artists with data.pagination, and sorts on a few fields only; the
// save payload is ArtistInput (see artistPayload.ts).
import type { Artist, Pagination } from '@/api/types';
import { invalidFormatError, isRecord } from '@/api/errors';
import { ARTIST_SORT_FIELDS } from '@/api/sortFields';
import { idOf, searchOf, textOf, windowOf } from '../listWindow';
import { toArtistCreate, toArtistInput } from './artistPayload';
import type { ResourceOverrides } from './types';

const SORTABLE = new Set<string>(ARTIST_SORT_FIELDS);
const MAX_LIMIT = 1000;

export const artistsOverrides: ResourceOverrides<Artist> = (client, rest) => ({
  async getList(params) {
    const win = windowOf(params, 'createdAt');
    const { data } = await client.request<{ artists: unknown; pagination: unknown }>(
      '/artists',
      {
        query: {
          page: win.page,
          limit: Math.min(win.perPage, MAX_LIMIT),
          search: searchOf(params.filter),
          genre: idOf(params.filter?.genre),
          status: textOf(params.filter?.status),
          sortBy: SORTABLE.has(win.field) ? win.field : 'createdAt',
          sortOrder: win.order === 'ASC' ? 'asc' : 'desc',
        },
      },
      'object',
    );
    const pagination = data.pagination as Pagination;
    if (!Array.isArray(data.artists) || !isRecord(pagination)) throw invalidFormatError();
    if (typeof pagination.totalItems !== 'number') throw invalidFormatError();
    return { data: data.artists as Artist[], total: pagination.totalItems };
  },
  create: (data) => rest.create(toArtistCreate(data)),
  update: (id, data) => rest.update(id, toArtistInput(data)),
});
