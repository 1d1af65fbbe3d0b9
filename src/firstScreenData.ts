// Signed in, a cold start on a list asks for the list's first page as soon as the API's address
// is known (main.tsx, before the first render), instead of after the whole shell and the list
// have rendered once empty: the request travels while React, the layout and the list's code
// are run, and the list's first render already has its rows. Only for a list opened first,
// with the parameters react-admin will ask for; any other parameters make no early request.
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult, RaRecord, Store } from 'react-admin';
import type { ListDefaults } from './components/list/listDefaults';

interface EarlyList {
  resource: string;
  params: GetListParams;
  result: Promise<GetListResult>;
  at: number;
}

/**
 * A list first shown later than this (the user went elsewhere first) asks the server again.
 * (Date.now, not the app's clock: only a lapse is measured, and importing lib/clock here would
 * make it one more file of the first download.)
 */
const EARLY_LIST_LIFETIME_MS = 20_000;

/** How long the early page counts as fresh for the list that takes it. */
const EARLY_LIST_FRESH_MS = 5_000;

/** The request made early, until the list takes it (once). */
let early: EarlyList | undefined;

/** The shape react-admin's useGetList keeps in its cache, under the key it reads. */
const listKey = (resource: string, { pagination, sort, filter, meta }: GetListParams) => [
  resource,
  'getList',
  { pagination, sort, filter, meta },
];

const sameParams = (a: GetListParams, b: GetListParams): boolean =>
  a.pagination?.page === b.pagination?.page &&
  a.pagination?.perPage === b.pagination?.perPage &&
  a.sort?.field === b.sort?.field &&
  a.sort?.order === b.sort?.order &&
  JSON.stringify(a.filter ?? {}) === JSON.stringify(b.filter ?? {}) &&
  a.meta === undefined &&
  b.meta === undefined;

const isOrder = (value: unknown): value is 'ASC' | 'DESC' => value === 'ASC' || value === 'DESC';

interface StoredListParams {
  sort?: unknown;
  order?: unknown;
  page?: unknown;
  perPage?: unknown;
  filter?: unknown;
}

/**
 * The parameters react-admin's list will ask with (its useListParams): those it kept in its
 * store from the last visit, else the list's defaults. Null when they cannot be known for
 * sure (the address carries its own, or the stored ones have an unexpected shape).
 */
export function firstListParams(
  resource: string,
  defaults: ListDefaults,
  search: string,
  store: Pick<Store, 'getItem'>,
): GetListParams | null {
  if (search !== '' && search !== '?') return null;
  const stored = store.getItem<StoredListParams>(`${resource}.listParams`);
  if (stored === undefined || stored === null) {
    return {
      pagination: { page: 1, perPage: defaults.perPage },
      sort: defaults.sort,
      filter: {},
    };
  }
  const { sort, order, page = 1, perPage = defaults.perPage, filter = {} } = stored;
  const validSort = sort === undefined || (typeof sort === 'string' && isOrder(order));
  if (
    !validSort ||
    typeof page !== 'number' ||
    typeof perPage !== 'number' ||
    typeof filter !== 'object' ||
    filter === null
  ) {
    return null;
  }
  return {
    pagination: { page, perPage },
    sort: sort === undefined || !isOrder(order) ? defaults.sort : { field: String(sort), order },
    filter,
  };
}

/**
 * Asks for the list's first page now, and puts the answer in react-query's cache, where the
 * list finds it on its first render. A failure is left to the list, which asks again through
 * takeEarlyList and reports it as it reports every failed load (react-admin's error handling).
 */
export function startEarlyList(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  resource: string,
  params: GetListParams,
): Promise<void> {
  const result = dataProvider.getList(resource, params);
  early = { resource, params, result, at: Date.now() };
  // The list mounting a moment after its rows arrived would ask for them again at once (its
  // data is stale from the start), render them twice and paint the first later: they count as
  // fresh for a few seconds. Later visits, invalidations and refreshes ask the server as ever.
  queryClient.setQueryDefaults(listKey(resource, params), { staleTime: EARLY_LIST_FRESH_MS });
  return result.then(
    ({ data, total, pageInfo, meta }) => {
      const key = listKey(resource, params);
      // The list may have fetched already (it then holds the same answer, through takeEarlyList).
      if (queryClient.getQueryData(key) === undefined) {
        queryClient.setQueryData(key, { data, total, pageInfo, meta });
      }
      // In the cache now, the list shows it without asking: the next load of the same page (a
      // refresh, after a delete) must ask the server, not be given this answer again.
      if (early?.result === result) early = undefined;
    },
    () => undefined,
  );
}

/** The early request, if it is for these parameters; taken once. */
export function takeEarlyList<RecordType extends RaRecord>(
  resource: string,
  params: GetListParams,
): Promise<GetListResult<RecordType>> | undefined {
  const taken = early;
  if (!taken || taken.resource !== resource || !sameParams(taken.params, params)) return undefined;
  early = undefined;
  if (Date.now() - taken.at > EARLY_LIST_LIFETIME_MS) return undefined;
  return taken.result as Promise<GetListResult<RecordType>>;
}

/** A dataProvider whose getList first takes the early request made for the same list. */
export function withEarlyList<Provider extends DataProvider>(dataProvider: Provider): Provider {
  return {
    ...dataProvider,
    getList: <RecordType extends RaRecord>(resource: string, params: GetListParams) =>
      takeEarlyList<RecordType>(resource, params) ??
      dataProvider.getList<RecordType>(resource, params),
  };
}
