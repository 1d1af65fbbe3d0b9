// Bulk edit, resource-neutral: plan the changes, run them a few at a time, and build the undo.
// Pure apart from the tasks it is given, so the artists and albums lists can reuse it.

export type RecordId = string | number;
export type Values = Record<string, unknown>;

/** One record's change: the changed fields only, with their values before and as asked. */
export interface PlannedChange<R extends { id: RecordId }> {
  id: RecordId;
  previous: R;
  before: Values;
  after: Values;
}

export interface Plan<R extends { id: RecordId }> {
  changes: PlannedChange<R>[];
  /** Records that already hold every asked value: nothing is sent for them. */
  unchanged: RecordId[];
  /** Records selected but no longer found (deleted since the selection): listed, not dropped. */
  gone: RecordId[];
}

/**
 * How the bulk edit reads a record's fields: by default the record itself; a resource whose
 * record and save payload differ maps one to the other (e.g. an artist's `genres` objects are
 * saved as `genreIds`).
 */
export type ValuesOf<R> = (record: R) => Values;

const asValues = <R>(record: R) => record as unknown as Values;

/** Equal values: null and undefined alike, arrays and plain objects compared by content. */
export function same(a: unknown, b: unknown): boolean {
  const x = a ?? null;
  const y = b ?? null;
  if (x === y) return true;
  if (Array.isArray(x) || Array.isArray(y)) {
    return (
      Array.isArray(x) &&
      Array.isArray(y) &&
      x.length === y.length &&
      x.every((item, i) => same(item, y[i]))
    );
  }
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].every((key) => same((x as Values)[key], (y as Values)[key]));
}

/** The asked ids that are not among the records read (a deleted record reads as absent). */
export function missingIds(asked: readonly RecordId[], records: readonly { id: RecordId }[]) {
  const found = new Set(records.map((record) => String(record.id)));
  return asked.filter((id) => !found.has(String(id)));
}

/**
 * What `edit` would change on each record, leaving out the fields that already hold the value.
 * `asked`, when given, are the selected ids: those not among `records` are listed as gone.
 */
export function planChanges<R extends { id: RecordId }>(
  records: readonly R[],
  edit: (record: R) => Values,
  options: { asked?: readonly RecordId[]; valuesOf?: ValuesOf<R> } = {},
): Plan<R> {
  const valuesOf = options.valuesOf ?? asValues;
  const changes: PlannedChange<R>[] = [];
  const unchanged: RecordId[] = [];
  for (const record of records) {
    const asked = edit(record);
    const current = valuesOf(record);
    const before: Values = {};
    const after: Values = {};
    for (const [field, value] of Object.entries(asked)) {
      if (same(current[field], value)) continue;
      before[field] = current[field] ?? null;
      after[field] = value;
    }
    if (Object.keys(after).length === 0) unchanged.push(record.id);
    else changes.push({ id: record.id, previous: record, before, after });
  }
  return { changes, unchanged, gone: options.asked ? missingIds(options.asked, records) : [] };
}

export type Outcome<T> =
  { id: RecordId; ok: true; value: T } | { id: RecordId; ok: false; error: unknown };

/**
 * Runs `task` on every item with at most `concurrency` at once; `onOutcome` hears each as it
 * ends. Results come back in the items' order; a failure never stops the others.
 */
export async function runLimited<I extends { id: RecordId }, T>(
  items: readonly I[],
  task: (item: I) => Promise<T>,
  concurrency: number,
  onOutcome?: (outcome: Outcome<T>) => void,
): Promise<Outcome<T>[]> {
  const outcomes: Outcome<T>[] = new Array<Outcome<T>>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as I;
      let outcome: Outcome<T>;
      try {
        outcome = { id: item.id, ok: true, value: await task(item) };
      } catch (error) {
        outcome = { id: item.id, ok: false, error };
      }
      outcomes[index] = outcome;
      onOutcome?.(outcome);
    }
  };
  const workers = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return outcomes;
}

/** What undo needs of one applied change: the values before, and those the server then kept. */
export interface UndoEntry {
  id: RecordId;
  /** How the record is named in the results (e.g. a song's title), kept for after a reload. */
  label?: string;
  before: Values;
  after: Values;
}

/** An applied change as the server answered it (its values may be tidied, e.g. trimmed). */
export function undoEntryOf(
  change: PlannedChange<{ id: RecordId }>,
  saved: Values,
  label?: string,
): UndoEntry {
  const after: Values = {};
  for (const field of Object.keys(change.after)) {
    after[field] = field in saved ? (saved[field] ?? null) : change.after[field];
  }
  return { id: change.id, label, before: change.before, after };
}

export interface UndoPlan<R extends { id: RecordId }> {
  /** Put back: the fields the bulk edit changed, to their values before. */
  restore: { id: RecordId; data: Values; previous: R }[];
  /** Changed by someone else since: left as they are. */
  changedSince: RecordId[];
  /** Deleted since: nothing to put back. */
  gone: RecordId[];
}

/**
 * The undo of `entries` given the records as they are now. A record whose changed fields no
 * longer hold what the bulk edit set was edited since: undoing it would overwrite that edit, so
 * it is left alone and listed instead. Other fields are never touched.
 */
export function planUndo<R extends { id: RecordId }>(
  entries: readonly UndoEntry[],
  current: readonly R[],
  valuesOf: ValuesOf<R> = asValues,
): UndoPlan<R> {
  const byId = new Map(current.map((record) => [String(record.id), record]));
  const restore: UndoPlan<R>['restore'] = [];
  const changedSince: RecordId[] = [];
  const gone: RecordId[] = [];
  for (const entry of entries) {
    const record = byId.get(String(entry.id));
    if (!record) {
      gone.push(entry.id);
      continue;
    }
    const values = valuesOf(record);
    const untouched = Object.entries(entry.after).every(([field, value]) =>
      same(values[field], value),
    );
    if (!untouched) changedSince.push(entry.id);
    else restore.push({ id: entry.id, data: { ...entry.before }, previous: record });
  }
  return { restore, changedSince, gone };
}
