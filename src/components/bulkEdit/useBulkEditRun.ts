// The state of one list's bulk edit: the choice, the plan, the run with its results, and the undo
// (kept in memory and in sessionStorage). The dialog and the "last bulk edit" bar only read it.
import { useCallback, useRef, useState } from 'react';
import {
  HttpError,
  useDataProvider,
  useRefresh,
  useUnselectAll,
  type Identifier,
  type RaRecord,
} from 'react-admin';
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
import { clearUndo, loadUndo, saveUndo } from '../../lib/bulkEdit/undoStore';
import { serverMessageOr } from '../../lib/errorMessage';
import type { BulkEditConfig } from './types';

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

/** The server's answer to a record deleted since it was selected. */
const isGone = (error: unknown) => error instanceof HttpError && error.status === 404;

/** Ids in groups of `size`: a selection of hundreds is read a few records at a time. */
const groupsOf = (ids: Identifier[], size: number) =>
  Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ({
    id: i,
    ids: ids.slice(i * size, (i + 1) * size),
  }));

export function useBulkEditRun<R extends RaRecord, S>(config: BulkEditConfig<R, S>) {
  const { resource } = config;
  const valuesOf = config.valuesOf ?? ((record: R) => record as unknown as Values);
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [step, setStep] = useState<Step>('closed');
  const [ids, setIds] = useState<Identifier[]>([]);
  const [choice, setChoice] = useState<S>(config.initial);
  const [plan, setPlan] = useState<Plan<R> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [results, setResults] = useState<RowResult[]>([]);
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
  const readAll = async (wanted: Identifier[]): Promise<R[]> => {
    const read = await runLimited(
      groupsOf(wanted, BULK_CONCURRENCY),
      (group) => dataProvider.getMany<R>(resource, { ids: group.ids }),
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
    knownLabels.current = new Map(
      shown.map((record) => [String(record.id), config.labelOf(record)]),
    );
    setIds(selected);
    setChoice(config.initial);
    setPlan(null);
    setResults([]);
    setStep('choose');
  };

  const close = () => setStep('closed');

  /** Reads the selected records (they may lie on other pages) and plans the change. */
  const review = async () => {
    setStep('loading');
    setLoadError(null);
    try {
      const data = await readAll(ids);
      setPlan(planChanges(data, config.edit(choice), { asked: ids, valuesOf }));
      setStep('review');
    } catch (error) {
      setLoadError(serverMessageOr(error, 'app.bulk_edit.load_failed'));
      setStep('choose');
    }
  };

  const runChanges = async (changes: PlannedChange<R>[], gone: Identifier[] = []) => {
    const labelOf = (change: PlannedChange<R>) => config.labelOf(change.previous);
    const again = new Set(changes.map((change) => String(change.id)));
    setResults((rows) => {
      const kept = rows.filter((row) => !again.has(String(row.id)));
      const fresh: RowResult[] = changes.map((c) => ({
        id: c.id,
        label: labelOf(c),
        state: 'pending' as const,
      }));
      const missing: RowResult[] = gone.map((id) => ({ id, label: nameOf(id), state: 'gone' }));
      return rows.length === 0 ? [...fresh, ...missing] : [...kept, ...fresh];
    });
    setStep('run');
    let changed = 0;
    await runLimited(
      changes,
      (change) =>
        dataProvider
          .update<R>(resource, { id: change.id, data: change.after, previousData: change.previous })
          .then(({ data }) => ({ change, saved: valuesOf(data) })),
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
            message: serverMessageOr(outcome.error, SAVE_FAILED),
          });
        }
      },
    );
    if (changed > 0) refresh();
    unselectAll();
    return changed;
  };

  const apply = async () => {
    if (!plan) return 0;
    // A new bulk edit starts a new undo: the previous one is no longer offered.
    keepUndo([]);
    // Read again and plan again: the values the undo puts back are those just before the
    // change, even when someone edited a record between Review and Apply.
    let current: Plan<R>;
    try {
      const wanted = plan.changes.map((c) => c.id);
      current = planChanges(await readAll(wanted), config.edit(choice), {
        asked: wanted,
        valuesOf,
      });
    } catch (error) {
      setLoadError(serverMessageOr(error, 'app.bulk_edit.load_failed'));
      setStep('choose');
      return 0;
    }
    // Gone at Review or since: each is listed among the results.
    const gone = [...plan.gone, ...current.gone];
    setPlan({ ...current, gone });
    return runChanges(current.changes, gone);
  };

  const retryFailed = async () => {
    if (!plan) return 0;
    const failed = new Set(results.filter((r) => r.state === 'failed').map((r) => String(r.id)));
    return runChanges(plan.changes.filter((change) => failed.has(String(change.id))));
  };

  /** Puts back what the kept undo changed, on records nobody changed since. */
  const undo = async (retry = false) => {
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
    let current: R[];
    try {
      current = await readAll(entries.map((e) => e.id));
    } catch (error) {
      const message = serverMessageOr(error, 'app.bulk_edit.undo_load_failed');
      setResults((rows) =>
        rows.map((row) => (row.state === 'pending' ? { ...row, state: 'failed', message } : row)),
      );
      return;
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
      (item) =>
        dataProvider.update<R>(resource, {
          id: item.id,
          data: item.data,
          previousData: item.previous,
        }),
      BULK_CONCURRENCY,
      (outcome) => {
        if (outcome.ok || isGone(outcome.error)) {
          keepUndo(undoRef.current.filter((entry) => String(entry.id) !== String(outcome.id)));
          setResult(outcome.id, { state: outcome.ok ? 'ok' : 'gone', message: undefined });
        } else {
          setResult(outcome.id, {
            state: 'failed',
            message: serverMessageOr(outcome.error, SAVE_FAILED),
          });
        }
      },
    );
    refresh();
  };

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
    undoEntries,
    open,
    close,
    review,
    back: () => setStep('choose'),
    apply,
    retryFailed,
    undo,
    dismissUndo,
  };
}

export type BulkEditRun<R extends RaRecord, S> = ReturnType<typeof useBulkEditRun<R, S>>;
