// What any resource gets without a line of adapter code: API v1's usual shapes.
//   GET    /{name}?page&limit&sortBy&sortOrder&search&<filters>
//            → data: [...] with a top-level `total` (the server paged), or data: [...] alone
//              (the whole list: filtered, sorted and paged here)
//   GET    /{name}/{id}  → data: {...}
//   POST   /{name}       → data: {...}
//   PUT    /{name}/{id}  → data: {...}
//   DELETE /{name}/{id}  → data: { id }
// A resource that answers differently writes only its exceptions (./resources/index.ts).
import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import type { ApiClient, QueryValue } from '../../api/client';
import { includesText, localList, searchOf, windowOf } from './listWindow';
import type { ResourceAdapter } from './resources/types';

type Filter = Record<string, unknown>;
type Scalar = string | number | boolean;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** react-admin's filter as query parameters: `q` is the API's `search`; objects are left out. */
function filterQuery(filter: Filter): Record<string, QueryValue | readonly QueryValue[]> {
  const query: Record<string, QueryValue | readonly QueryValue[]> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q' || key === 'search') continue;
    if (isScalar(value)) query[key] = value;
    else if (Array.isArray(value) && value.every(isScalar)) query[key] = value;
  }
  query.search = searchOf(filter);
  return query;
}

/**
 * Whether a row of a whole list passes the filter: the search text in any of its text fields,
 * and each other filter equal to the row's field. A filter on a field the rows do not have
 * is the server's business, already applied by it.
 */
function matchesFilter(filter: Filter): (row: RaRecord) => boolean {
  const search = searchOf(filter);
  const fields = Object.entries(filter).filter(([key]) => key !== 'q' && key !== 'search');
  return (row) =>
    (!search || Object.values(row).some((value) => includesText(value, search))) &&
    fields.every(([key, wanted]) => {
      if (!(key in row)) return true;
      const accepted = Array.isArray(wanted) ? wanted : [wanted];
      return accepted.some((value) => String(value) === String(row[key]));
    });
}

export function restAdapter<R extends RaRecord = RaRecord>(
  client: ApiClient,
  path: string,
): ResourceAdapter<R> {
  const one = (id: Identifier) => `${path}/${encodeURIComponent(String(id))}`;

  return {
    async getList(params: Partial<GetListParams>) {
      const win = windowOf(params, 'id');
      const filter: Filter = params.filter ?? {};
      const { data, envelope } = await client.request<R[]>(
        path,
        {
          query: {
            ...filterQuery(filter),
            page: win.page,
            limit: win.perPage,
            sortBy: win.field,
            sortOrder: win.order === 'ASC' ? 'asc' : 'desc',
          },
        },
        'array',
      );
      if (typeof envelope.total === 'number') return { data, total: envelope.total };
      return localList(data, win, matchesFilter(filter));
    },
    async getOne(id, options = {}) {
      return (await client.request<R>(one(id), { signal: options.signal }, 'object')).data;
    },
    async create(data) {
      return (await client.request<R>(path, { method: 'POST', json: data }, 'object')).data;
    },
    async update(id, data) {
      return (await client.request<R>(one(id), { method: 'PUT', json: data }, 'object')).data;
    },
    async delete(id) {
      await client.request(one(id), { method: 'DELETE' });
    },
  };
}
