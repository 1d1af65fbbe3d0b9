import type { Artist, Pagination } from '../../../api/types';
import type { ApiClient } from '../../../api/client';
import { invalidFormatError, isRecord } from '../../../api/errors';
import { idOf, searchOf, textOf, windowOf } from '../listWindow';
import { toArtistCreate, toArtistInput } from './artistPayload';
import type { ResourceAdapter } from './types';

const SORTABLE = new Set(['createdAt', 'stageName', 'realName', 'email', 'status']);
const MAX_LIMIT = 1000;

export function artistsAdapter(client: ApiClient): ResourceAdapter<Artist> {
  return {
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
    async getOne(id) {
      return (await client.request<Artist>(`/artists/${id}`, {}, 'object')).data;
    },
    async create(data) {
      const body = toArtistCreate(data);
      return (await client.request<Artist>('/artists', { method: 'POST', json: body }, 'object'))
        .data;
    },
    async update(id, data) {
      const body = toArtistInput(data);
      return (
        await client.request<Artist>(`/artists/${id}`, { method: 'PUT', json: body }, 'object')
      ).data;
    },
    async delete(id) {
      await client.request(`/artists/${id}`, { method: 'DELETE' });
    },
  };
}
