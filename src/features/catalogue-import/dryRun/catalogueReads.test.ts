import type { GetListParams, GetManyParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { LabelDataProvider } from '@/providers/data';
import { DryRunCancelled, READ_PAGE_SIZE, READS_AT_ONCE, readAll } from './catalogueReads';

/** A list of `size` songs of artist 5, served page by page, counting the calls in flight. */
function fakeProvider(size: number) {
  const calls: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const songs = Array.from({ length: size }, (_unused, index) => ({ id: index + 1, artist_id: 5 }));
  const provider = {
    getList: async (resource: string, params: GetListParams) => {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      calls.push(`${resource} ${JSON.stringify(params.filter)} page ${page}`);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      const rows = resource === 'songs' ? songs : [{ id: 900, stageName: params.filter.search }];
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    },
    getMany: async (resource: string, params: GetManyParams) => {
      calls.push(`${resource} many ${params.ids.join(',')}`);
      return { data: params.ids.map((id) => ({ id })) };
    },
  };
  return {
    provider: provider as unknown as LabelDataProvider,
    calls,
    mostInFlight: () => mostInFlight,
  };
}

const options = () => ({ signal: new AbortController().signal, onRead: () => undefined });

describe('the dry run reads', () => {
  it('follows a list to its last page', async () => {
    const fake = fakeProvider(READ_PAGE_SIZE * 2 + 3);
    const records = await readAll(
      fake.provider,
      [{ resource: 'songs', filter: { artist_id: 5 } }],
      options(),
    );
    expect(records).toHaveLength(READ_PAGE_SIZE * 2 + 3);
    expect(fake.calls).toEqual([
      'songs {"artist_id":5} page 1',
      'songs {"artist_id":5} page 2',
      'songs {"artist_id":5} page 3',
    ]);
  });

  it('sends a few reads at a time and reports each as it ends', async () => {
    const fake = fakeProvider(1);
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    let read = 0;
    const records = await readAll(
      fake.provider,
      [
        ...names.map((search) => ({ resource: 'artists' as const, filter: { search } })),
        { resource: 'artists', ids: [3, 4] },
      ],
      { signal: new AbortController().signal, onRead: () => (read += 1) },
    );
    expect(records).toHaveLength(12);
    expect(read).toBe(11);
    expect(fake.mostInFlight()).toBe(READS_AT_ONCE);
    expect(fake.calls).toContain('artists many 3,4');
  });

  it('stops once cancelled', async () => {
    const fake = fakeProvider(1);
    const controller = new AbortController();
    controller.abort();
    await expect(
      readAll(fake.provider, [{ resource: 'songs', filter: { artist_id: 5 } }], {
        signal: controller.signal,
        onRead: () => undefined,
      }),
    ).rejects.toBeInstanceOf(DryRunCancelled);
    expect(fake.calls).toEqual([]);
  });
});
