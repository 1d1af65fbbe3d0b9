// A cold start on a list asks for its first page before the first render: the list shows the
// rows at once and the server is asked once; any other page or order is asked for as usual.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import {
  CoreAdminContext,
  ListBase,
  memoryStore,
  useListContext,
  type DataProvider,
  type GetListParams,
  type GetListResult,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { firstListParams, startEarlyList, takeEarlyList, withEarlyList } from './firstScreenData';
import { ARTIST_LIST_DEFAULTS } from './resources/artists/list/listDefaults';

const LUNE = { id: 12, stageName: 'Lune Rivière' };

type GetList = (resource: string, params: GetListParams) => Promise<GetListResult>;

function serverList(answer: GetList = async () => ({ data: [LUNE], total: 1 })) {
  const getList = vi.fn<GetList>(answer);
  return { dataProvider: { getList } as unknown as DataProvider, getList };
}

const Names = () => {
  const { data } = useListContext<typeof LUNE>();
  return (
    <ul>
      {data?.map((artist) => (
        <li key={artist.id}>{artist.stageName}</li>
      ))}
    </ul>
  );
};

/** The artist list as react-admin reads its parameters: its defaults, a store, the address. */
function renderList(dataProvider: DataProvider, queryClient: QueryClient) {
  return render(
    <MemoryRouter initialEntries={['/artists']}>
      <CoreAdminContext
        dataProvider={withEarlyList(dataProvider)}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <ListBase
          resource="artists"
          sort={ARTIST_LIST_DEFAULTS.sort}
          perPage={ARTIST_LIST_DEFAULTS.perPage}
        >
          <Names />
        </ListBase>
      </CoreAdminContext>
    </MemoryRouter>,
  );
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const firstPage = () => firstListParams('artists', ARTIST_LIST_DEFAULTS, '', memoryStore());

describe('the first page of a list opened first', () => {
  it('is on screen at the list’s first render, and the server is asked once', async () => {
    const { dataProvider, getList } = serverList();
    const queryClient = newQueryClient();
    const params = firstPage();
    expect(params).not.toBeNull();
    // The start waits for this (startApp.tsx): once it settles, the rows are in the cache.
    await startEarlyList(queryClient, dataProvider, 'artists', params as GetListParams);

    renderList(dataProvider, queryClient);
    // No waiting: the rows are there when the list first shows.
    expect(screen.getByText('Lune Rivière')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('once on screen, is not given again: a later load of the same page asks the server', async () => {
    const AURORE = { id: 61, stageName: 'Aurore Nordique' };
    const { dataProvider, getList } = serverList();
    const queryClient = newQueryClient();
    const params = firstPage() as GetListParams;
    await startEarlyList(queryClient, dataProvider, 'artists', params);
    renderList(dataProvider, queryClient);
    expect(screen.getByText('Lune Rivière')).toBeInTheDocument();

    // Later (a refresh after a colleague's change, a delete): the server's answer, not the start's.
    getList.mockResolvedValueOnce({ data: [AURORE], total: 1 });
    const later = await withEarlyList(dataProvider).getList('artists', params);
    expect(later.data).toEqual([AURORE]);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('still in flight when the list renders, is the list’s answer (one request)', async () => {
    let answer: (result: GetListResult) => void = () => undefined;
    const { dataProvider, getList } = serverList(
      () => new Promise<GetListResult>((resolve) => (answer = resolve)),
    );
    const queryClient = newQueryClient();
    startEarlyList(queryClient, dataProvider, 'artists', firstPage() as GetListParams);

    renderList(dataProvider, queryClient);
    answer({ data: [LUNE], total: 1 });
    expect(await screen.findByText('Lune Rivière')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('for other parameters than the list’s, leaves the list to ask for its own', async () => {
    const { dataProvider, getList } = serverList();
    const queryClient = newQueryClient();
    const secondPage = { ...(firstPage() as GetListParams), pagination: { page: 2, perPage: 10 } };
    startEarlyList(queryClient, dataProvider, 'artists', secondPage);

    renderList(dataProvider, queryClient);
    expect(await screen.findByText('Lune Rivière')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(2);
    expect(getList.mock.calls[1][1]).toMatchObject({ pagination: { page: 1, perPage: 10 } });
    takeEarlyList('artists', secondPage); // not left for the next test
  });

  it('when it failed, fails the list’s first load the same way, and is not kept', async () => {
    const refused = new Error('Internal server error');
    const { dataProvider, getList } = serverList(() => Promise.reject(refused));
    const params = firstPage() as GetListParams;
    // The start is not held up by the failure (it renders, and the list reports it).
    await expect(
      startEarlyList(newQueryClient(), dataProvider, 'artists', params),
    ).resolves.toBeUndefined();
    const provider = withEarlyList(dataProvider);

    await expect(provider.getList('artists', params)).rejects.toBe(refused);
    expect(getList).toHaveBeenCalledTimes(1);
    await expect(provider.getList('artists', params)).rejects.toBe(refused);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('is not used by a list first shown long after the start: that one asks the server', async () => {
    const { dataProvider, getList } = serverList();
    const params = firstPage() as GetListParams;
    startEarlyList(newQueryClient(), dataProvider, 'artists', params);
    const aMinuteLater = Date.now() + 60_000;
    const now = vi.spyOn(Date, 'now').mockReturnValue(aMinuteLater);

    await withEarlyList(dataProvider).getList('artists', params);
    now.mockRestore();
    expect(getList).toHaveBeenCalledTimes(2);
  });
});

describe('the parameters the list will ask with', () => {
  it('are the list’s defaults on a first visit', () => {
    expect(firstPage()).toEqual({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
  });

  it('are those react-admin kept from the last visit', () => {
    const store = memoryStore({
      'artists.listParams': {
        sort: 'stageName',
        order: 'ASC',
        page: 3,
        perPage: 25,
        filter: { status: 'active' },
      },
    });
    expect(firstListParams('artists', ARTIST_LIST_DEFAULTS, '', store)).toEqual({
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'stageName', order: 'ASC' },
      filter: { status: 'active' },
    });
  });

  it('are not guessed when the address carries its own or the kept ones look wrong', () => {
    expect(firstListParams('artists', ARTIST_LIST_DEFAULTS, '?page=2', memoryStore())).toBeNull();
    const odd = memoryStore({ 'artists.listParams': { page: '2', filter: {} } });
    expect(firstListParams('artists', ARTIST_LIST_DEFAULTS, '', odd)).toBeNull();
  });
});
