// GET /songs and GET /albums take page, search and status (and for albums limit and sort) only
// as extensions a server may ignore. So the list asks for the first page*perPage rows, checks
// that the answer honours the filters and the order, and otherwise takes every row and does
// the work itself. A compliant server costs one call; a minimal one still gets a right page.
import type { GetListParams, RaRecord } from 'react-admin';
import type { ApiClient } from '@/api/client';
import { invalidFormatError } from '@/api/errors';
import { CATALOGUE_SORT_FIELDS } from '@/api/sortFields';
import {
  idOf,
  includesText,
  isSorted,
  pageOf,
  searchOf,
  sortRows,
  textOf,
  windowOf,
} from '../listWindow';

const SORTABLE = new Set<string>(CATALOGUE_SORT_FIELDS);
const MAX_LIMIT = 1000;

interface CatalogueRow extends RaRecord {
  artist_id: number;
  title: string;
  status: string;
}

async function fetchRows<R>(
  client: ApiClient,
  path: string,
  query: Record<string, string | number | undefined>,
): Promise<{ rows: R[]; total: number }> {
  const { data, envelope } = await client.request<R[]>(path, { query }, 'array');
  const total = envelope.total;
  if (typeof total !== 'number') throw invalidFormatError();
  return { rows: data, total };
}

export async function catalogueList<R extends CatalogueRow>(
  client: ApiClient,
  path: '/songs' | '/albums',
  params: Partial<GetListParams>,
): Promise<{ data: R[]; total: number }> {
  const win = windowOf(params, 'created_at');
  const field = SORTABLE.has(win.field) ? win.field : 'created_at';
  const order = win.order;
  const search = searchOf(params.filter);
  const status = textOf(params.filter?.status);
  const artistId = idOf(params.filter?.artist_id);
  const matches = (row: R) =>
    (!search || includesText(row.title, search)) &&
    (!status || row.status === status) &&
    (!artistId || row.artist_id === artistId);

  const wanted = win.page * win.perPage;
  const paged = wanted > MAX_LIMIT;
  const base = { artist_id: artistId, sortBy: field, sortOrder: order === 'ASC' ? 'asc' : 'desc' };
  const first = await fetchRows<R>(client, path, {
    ...base,
    search,
    status,
    ...(paged ? { page: win.page, limit: win.perPage } : { limit: wanted }),
  });

  if (first.rows.every(matches) && isSorted(first.rows, field, order)) {
    if (paged && first.rows.length <= win.perPage) return { data: first.rows, total: first.total };
    return { data: pageOf(first.rows, { ...win, field, order }), total: first.total };
  }
  // The server ignored an extension: take every row (no limit means all of them) and filter,
  // sort and page here.
  const holdsAll = first.rows.length >= first.total;
  const all = holdsAll ? first.rows : (await fetchRows<R>(client, path, base)).rows;
  const kept = sortRows(all.filter(matches), field, order);
  return { data: pageOf(kept, { ...win, field, order }), total: kept.length };
}
