// The reads of a dry run, sent through the dataProvider a few at a time (runLimited), each list
// followed to its last page. Reads only: a dry run never writes.
import type { RaRecord } from 'react-admin';
import { runLimited } from '../../../lib/bulkEdit/engine';
import type { LabelDataProvider } from '../../../providers/data';
import type { PlannedList, PlannedMany } from '../duplicates/serverCheckPlan';

/** How many reads are in flight at once: enough to be quick, few enough to spare the server. */
export const READS_AT_ONCE = 4;
/** Rows asked per page: the contract's lists answer up to 1000. */
export const READ_PAGE_SIZE = 500;

export type PlannedRead = PlannedList | PlannedMany;

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
  dataProvider: LabelDataProvider,
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
  dataProvider: LabelDataProvider,
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
