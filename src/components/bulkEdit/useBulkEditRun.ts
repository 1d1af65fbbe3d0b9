// The state of one list's bulk edit: the choice, the plan, the run with its results, and the undo
// (kept in memory and in sessionStorage). The dialog and the "last bulk edit" bar only read it.
// Every call goes through the surfaced dataProvider: a 401 is a failure here, never an empty
// success (react-admin's own wrapper answers `{ data: {} }` once it has signed the user out).
import { useCallback, useRef, useState } from 'react';
import { useRefresh, useUnselectAll, type Identifier, type RaRecord } from 'react-admin';
import { now } from '../../lib/clock';
import {
  planChanges,
  planUndo,
  runLimited,
  undoEntryOf,
  type Plan,
  type PlannedChange,
  type UndoEntry,
  type Values,
} from '../../lib/bulkEdit/engine';
import { clearUndo, loadUndo, saveUndo } from '../../providers/bulkEdit/undoStore';
import { useSurfacedDataProvider } from '../../providers/data/useSurfacedDataProvider';
import { failureText, isGone, savedRecord, stopAtSessionEnd } from './outcomes';
import type { BulkEditConfig } from './types';
import { useOneAtATime } from './useOneAtATime';

/** A few requests at a time: quick, yet gentle with the server. */
export const BULK_CONCURRENCY = 3;

export type Step = 'closed' | 'choose' | 'loading' | 'review' | 'run' | 'undo';

export type ResultState = 'pending' | 'ok' | 'failed' | 'changed_since' | 'gone';

export interface RowResult {
  id: Identifier;
  label: string;
  state: ResultState;
  /** The server's message (or an i18n key) when it failed. */
  message?: string;
}

const SAVE_FAILED = 'app.bulk_edit.save_failed';

/** Ids in groups of `size`: a selection of hundreds is read a few records at a time. */
const groupsOf = (ids: Identifier[], size: number) =>
  Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ({
    id: i,
    ids: ids.slice(i * size, (i + 1) * size),
  }));

export function useBulkEditRun<R extends RaRecord, S>(config: BulkEditConfig<R, S>) {
  const { resource } = config;
  const valuesOf = config.valuesOf ?? ((record: R) => record as unknown as Values);
  const dataProvider = useSurfacedDataProvider();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const job = useOneAtATime();
  const [step, setStep] = useState<Step>('closed');
  const [ids, setIds] = useState<Identifier[]>([]);
  const [choice, setChoice] = useState<S>(config.initial);
  const [plan, setPlan] = useState<Plan<R> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [results, setResults] = useState<RowResult[]>([]);
  /** Apply and Undo read the records again before writing: said on screen meanwhile. */
  const [rereading, setRereading] = useState(false);
  const [undoEntries, setUndoEntries] = useState<UndoEntry[]>(
    () => loadUndo(resource, now())?.entries ?? [],
  );
  // The runs read and grow the undo as outcomes arrive, before React re-renders.
  const undoRef = useRef(undoEntries);

  const keepUndo = useCallback(
    (entries: UndoEntry[]) => {
      undoRef.current = entries;
      setUndoEntries(entries);
      if (entries.length === 0) clearUndo(resource);
      else saveUndo({ resource, savedAt: now(), entries });
    },
    [resource],
  );

  const setResult = (id: Identifier, patch: Partial<RowResult>) =>
    setResults((rows) =>
      rows.map((row) => (String(row.id) === String(id) ? { ...row, ...patch } : row)),
    );

  /** The records as they are now, read a few at a time; a deleted one is left out (see gone). */
  const readAll = async (wanted: Identifier[], signal?: AbortSignal): Promise<R[]> => {
    const read = await runLimited(
      groupsOf(wanted, BULK_CONCURRENCY),
      (group) => {
        signal?.throwIfAborted();
        return dataProvider.getMany<R>(resource, { ids: group.ids, signal });
      },
      1,
    );
    return read.flatMap((outcome) => {
      if (!outcome.ok) throw outcome.error;
      return outcome.value.data;
    });
  };

  // How the selected records were named on the page, for those that then turn out to be gone.
  const knownLabels = useRef(new Map<string, string>());
  const nameOf = (id: Identifier) => knownLabels.current.get(String(id)) ?? `#${String(id)}`;

  const open = (selected: Identifier[], shown: readonly R[] = []) => {
    if (!job.cancelReading()) return;
    knownLabels.current = new Map(
      shown.map((record) => [String(record.id), config.labelOf(record)]),
    );
    setIds(selected);
    setChoice(config.initial);
    setPlan(null);
    setLoadError(null);
    setResults([]);
    setStep('choose');
  };

  /** Closes, cancelling a reading under way; refused while writes are under way. */
  const close = () => {
    if (job.cancelReading()) setStep('closed');
  };

  /** Reads the selected records (they may lie on other pages) and plans the change. */
  const review = () =>
    job.read(async (signal, current) => {
      setStep('loading');
      setLoadError(null);
      try {
        const data = await readAll(ids, signal);
        if (!current()) return;
        setPlan(planChanges(data, config.edit(choice), { asked: ids, valuesOf }));
        setStep('review');
      } catch (error) {
        if (!current()) return;
        setLoadError(failureText(error, 'app.bulk_edit.load_failed'));
        setStep('choose');
      }
    });

  const pendingRow = (change: PlannedChange<R>): RowResult => ({
    id: change.id,
    label: config.labelOf(change.previous),
    state: 'pending',
  });

  /**
   * Writes `changes`. With `gone` (Apply) the results are listed afresh, those gone among them;
   * without (a retry) the lines already settled stay on screen.
   */
  const runChanges = async (changes: PlannedChange<R>[], gone?: Identifier[]) => {
    const labelOf = (change: PlannedChange<R>) => config.labelOf(change.previous);
    const again = new Set(changes.map((change) => String(change.id)));
    setResults((rows) => {
      if (!gone)
        return [...rows.filter((row) => !again.has(String(row.id))), ...changes.map(pendingRow)];
      const missing: RowResult[] = gone.map((id) => ({ id, label: nameOf(id), state: 'gone' }));
      return [...changes.map(pendingRow), ...missing];
    });
    setStep('run');
    let changed = 0;
    await runLimited(
      changes,
      stopAtSessionEnd((change: PlannedChange<R>) =>
        dataProvider
          .update<R>(resource, { id: change.id, data: change.after, previousData: change.previous })
          .then(({ data }) => ({ change, saved: valuesOf(savedRecord(data, change.id)) })),
      ),
      BULK_CONCURRENCY,
      (outcome) => {
        if (outcome.ok) {
          changed += 1;
          const { change, saved } = outcome.value;
          const others = undoRef.current.filter((e) => String(e.id) !== String(change.id));
          keepUndo([...others, undoEntryOf(change, saved, labelOf(change))]);
          setResult(outcome.id, { state: 'ok', message: undefined });
        } else if (isGone(outcome.error)) {
          setResult(outcome.id, { state: 'gone', message: undefined });
        } else {
          setResult(outcome.id, {
            state: 'failed',
            message: failureText(outcome.error, SAVE_FAILED),
          });
        }
      },
    );
    if (changed > 0) refresh();
    unselectAll();
    return changed;
  };

  const apply = async () => {
    const reviewed = plan;
    if (!reviewed) return 0;
    const changed = await job.write(async () => {
      // On screen at once: the records to change, while they are read again.
      setResults([
        ...reviewed.changes.map(pendingRow),
        ...reviewed.gone.map((id): RowResult => ({ id, label: nameOf(id), state: 'gone' })),
      ]);
      setRereading(true);
      setStep('run');
      // Read again and plan again: the values the undo puts back are those just before the
      // change, even when someone edited a record between Review and Apply.
      let current: Plan<R>;
      try {
        const wanted = reviewed.changes.map((c) => c.id);
        current = planChanges(await readAll(wanted), config.edit(choice), {
          asked: wanted,
          valuesOf,
        });
      } catch (error) {
        // Nothing was written: back to the summary, which says why and can be applied again.
        setLoadError(failureText(error, 'app.bulk_edit.load_failed'));
        setResults([]);
        setStep('review');
        return 0;
      } finally {
        setRereading(false);
      }
      setLoadError(null);
      // A new bulk edit starts a new undo: the previous one is no longer offered.
      keepUndo([]);
      // Gone at Review or since: each is listed among the results.
      const gone = [...reviewed.gone, ...current.gone];
      setPlan({ ...current, gone });
      return runChanges(current.changes, gone);
    });
    return changed ?? 0;
  };

  const retryFailed = async () => {
    const reviewed = plan;
    if (!reviewed) return 0;
    const failed = new Set(results.filter((r) => r.state === 'failed').map((r) => String(r.id)));
    const changed = await job.write(() =>
      runChanges(reviewed.changes.filter((change) => failed.has(String(change.id)))),
    );
    return changed ?? 0;
  };

  /** Puts back what the kept undo changed, on records nobody changed since. */
  const undo = (retry = false) =>
    job.write(async () => {
      const entries = undoRef.current;
      const again = new Set(entries.map((entry) => String(entry.id)));
      const pending = entries.map((entry): RowResult => ({
        id: entry.id,
        label: entry.label ?? String(entry.id),
        state: 'pending',
      }));
      setStep('undo');
      // A retry keeps the lines already settled (put back, changed since) on screen.
      setResults((rows) =>
        retry ? [...rows.filter((row) => !again.has(String(row.id))), ...pending] : pending,
      );
      setRereading(true);
      let current: R[];
      try {
        current = await readAll(entries.map((e) => e.id));
      } catch (error) {
        const message = failureText(error, 'app.bulk_edit.undo_load_failed');
        setResults((rows) =>
          rows.map((row) => (row.state === 'pending' ? { ...row, state: 'failed', message } : row)),
        );
        return;
      } finally {
        setRereading(false);
      }
      const undoPlan = planUndo(entries, current, valuesOf);
      const since = new Set(undoPlan.changedSince.map(String));
      const gone = new Set(undoPlan.gone.map(String));
      setResults((rows) =>
        rows.map((row) => {
          if (since.has(String(row.id))) return { ...row, state: 'changed_since' };
          return gone.has(String(row.id)) ? { ...row, state: 'gone' } : row;
        }),
      );
      // Decided: a record changed (or deleted) since is left as it is and no longer offered.
      keepUndo(
        undoRef.current.filter(
          (entry) => !since.has(String(entry.id)) && !gone.has(String(entry.id)),
        ),
      );
      await runLimited(
        undoPlan.restore,
        stopAtSessionEnd((item: (typeof undoPlan.restore)[number]) =>
          dataProvider
            .update<R>(resource, { id: item.id, data: item.data, previousData: item.previous })
            .then(({ data }) => savedRecord(data, item.id)),
        ),
        BULK_CONCURRENCY,
        (outcome) => {
          if (outcome.ok || isGone(outcome.error)) {
            keepUndo(undoRef.current.filter((entry) => String(entry.id) !== String(outcome.id)));
            setResult(outcome.id, { state: outcome.ok ? 'ok' : 'gone', message: undefined });
          } else {
            setResult(outcome.id, {
              state: 'failed',
              message: failureText(outcome.error, SAVE_FAILED),
            });
          }
        },
      );
      refresh();
    });

  const dismissUndo = () => keepUndo([]);

  return {
    config,
    step,
    ids,
    choice,
    setChoice,
    plan,
    nameOf,
    loadError,
    results,
    rereading,
    /** A reading or writes are under way (the dialog's buttons wait for them). */
    working: job.working,
    undoEntries,
    open,
    close,
    review,
    back: () => {
      setLoadError(null);
      setStep('choose');
    },
    apply,
    retryFailed,
    undo,
    dismissUndo,
  };
}

export type BulkEditRun<R extends RaRecord, S> = ReturnType<typeof useBulkEditRun<R, S>>;
