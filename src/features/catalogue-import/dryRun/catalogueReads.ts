// The reads of a dry run, sent through the dataProvider a few at a time (runLimited), each list
// followed to its last page. Reads only: a dry run never writes. The run's check of rows whose
// answer was lost (run/sentRowsCheck.ts) makes the same reads.
import type { DataProvider, RaRecord } from 'react-admin';
import { runLimited } from '@/lib/bulkEdit/engine';
import type { PlannedList, PlannedMany, PlannedPage } from '../duplicates/serverCheckPlan';

/** How many reads are in flight at once: enough to be quick, few enough to spare the server. */
export const READS_AT_ONCE = 4;
/** Rows asked per page: the contract's lists answer up to 1000. */
export const READ_PAGE_SIZE = 500;

export type PlannedRead = PlannedList | PlannedMany;

/** What the reads ask of a dataProvider: the label's, or react-admin's as a run holds it. */
export type CatalogueReader = Pick<DataProvider, 'getList' | 'getMany'>;

export interface ReadOptions {
  signal: AbortSignal;
  /** Hears each finished read (a list counts once, whatever its number of pages). */
  onRead: () => void;
}

export class DryRunCancelled extends Error {
  constructor() {
    super('The dry run was cancelled');
    this.name = 'DryRunCancelled';
  }
}

const stopIfCancelled = (signal: AbortSignal) => {
  if (signal.aborted) throw new DryRunCancelled();
};

async function readList(
  dataProvider: CatalogueReader,
  read: PlannedList,
  signal: AbortSignal,
): Promise<RaRecord[]> {
  const records: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    stopIfCancelled(signal);
    const { data, total } = await dataProvider.getList(read.resource, {
      pagination: { page, perPage: READ_PAGE_SIZE },
      sort: { field: 'id', order: 'ASC' },
      filter: read.filter,
      signal,
    });
    records.push(...data);
    // A page shorter than asked is the last one, whatever `total` says.
    if (data.length < READ_PAGE_SIZE || (typeof total === 'number' && records.length >= total)) {
      return records;
    }
  }
}

/** Every record the reads return, in one list (a record several reads return comes once per read). */
export async function readAll(
  dataProvider: CatalogueReader,
  reads: readonly PlannedRead[],
  { signal, onRead }: ReadOptions,
): Promise<RaRecord[]> {
  const items = reads.map((read, id) => ({ id, read }));
  const outcomes = await runLimited(
    items,
    async ({ read }) => {
      stopIfCancelled(signal);
      const records =
        'ids' in read
          ? (await dataProvider.getMany(read.resource, { ids: read.ids, signal })).data
          : await readList(dataProvider, read, signal);
      onRead();
      return records;
    },
    READS_AT_ONCE,
  );
  stopIfCancelled(signal);
  const failure = outcomes.find((outcome) => !outcome.ok);
  if (failure && !failure.ok) throw failure.error;
  return outcomes.flatMap((outcome) => (outcome.ok ? outcome.value : []));
}

/** Artists oldest first: one created while the list is read comes last, shifting no page. */
const OLDEST_FIRST = { field: 'createdAt', order: 'ASC' } as const;

/** How many artists the label has: one request for a single artist, read for its `total`. */
export async function artistCount(
  dataProvider: CatalogueReader,
  signal: AbortSignal,
): Promise<number | undefined> {
  stopIfCancelled(signal);
  const { total } = await dataProvider.getList('artists', {
    pagination: { page: 1, perPage: 1 },
    sort: OLDEST_FIRST,
    filter: {},
    signal,
  });
  return total;
}

export interface WholeList {
  records: RaRecord[];
  /**
   * Whether every artist the answers counted was read: not so when pages moved under the
   * reading (an artist deleted meanwhile, or a server whose order changes between requests).
   */
  complete: boolean;
}

/**
 * The whole artists list, `pages` a few at a time, then on while the last page comes back full
 * and the answers count more artists than were read (some were created meanwhile).
 * `onMore` hears each page read beyond the planned ones before it is sent. Only the pages'
 * answers count: an artist deleted before the reading began moves no page.
 */
export async function readWholeList(
  dataProvider: CatalogueReader,
  pages: readonly PlannedPage[],
  { signal, onRead, onMore }: ReadOptions & { onMore: () => void },
): Promise<WholeList> {
  let mostCounted = 0;
  const readPage = async (page: number, perPage: number) => {
    stopIfCancelled(signal);
    const { data, total } = await dataProvider.getList('artists', {
      pagination: { page, perPage },
      sort: OLDEST_FIRST,
      filter: {},
      signal,
    });
    if (typeof total === 'number') mostCounted = Math.max(mostCounted, total);
    onRead();
    return data;
  };
  const outcomes = await runLimited(
    pages.map((page, id) => ({ id, page })),
    ({ page }) => readPage(page.page, page.perPage),
    READS_AT_ONCE,
  );
  stopIfCancelled(signal);
  const failure = outcomes.find((outcome) => !outcome.ok);
  if (failure && !failure.ok) throw failure.error;
  const planned = outcomes.map((outcome) => (outcome.ok ? outcome.value : []));
  const records = planned.flat();
  const last = pages[pages.length - 1];
  let lastLength = planned[planned.length - 1]?.length ?? 0;
  for (
    let page = (last?.page ?? 0) + 1;
    last && lastLength === last.perPage && records.length < mostCounted;
    page += 1
  ) {
    onMore();
    const data = await readPage(page, last.perPage);
    records.push(...data);
    lastLength = data.length;
  }
  const distinctIds = new Set(records.map((record) => record.id)).size;
  return { records, complete: distinctIds >= mostCounted };
}
