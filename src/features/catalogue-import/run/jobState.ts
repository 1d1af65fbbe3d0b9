// Where an import run stands, row by row, as pure data and pure steps, so that the bookkeeping
// that keeps a reload from creating a record twice can be tested without a browser. Only the
// plan's `create` rows take part in the run; their states are kept by position in that list.
import type { ImportKind } from '../mapping/importFields';
import type { ImportPlan, ImportReason } from './importPlan';

/**
 * - pending: not sent yet;
 * - sending: sent, and no answer known: it may exist on the server (checked before sending again);
 * - created: the server answered with the new record's id (or a check found it there);
 * - failed: a server error (5xx): may be retried;
 * - refused: the server refused it (4xx): sending it again would be refused again;
 * - cancelled: never sent, the user cancelled the import.
 */
export type RowStatus = 'pending' | 'sending' | 'created' | 'failed' | 'refused' | 'cancelled';

export type JobStatus = 'running' | 'paused' | 'finished' | 'cancelled';

/**
 * Why a run waits: the user's Pause, no network, a session that could not be renewed, or a
 * failed look-up of the rows whose answer was lost.
 */
export type PauseReason = 'user' | 'offline' | 'session' | 'error';

export interface JobState {
  id: string;
  kind: ImportKind;
  status: JobStatus;
  pauseReason?: PauseReason;
  /** The position in the plan's rows of each row the run sends (the `create` rows). */
  sends: number[];
  /** Each sent row's state, by position in `sends`. */
  rows: RowStatus[];
  /** The created record's id, by position in `sends`. */
  ids: Record<number, number | string>;
  /** Why a row failed or was refused, by position in `sends` (the server's words when it gave some). */
  errors: Record<number, ImportReason>;
  /** The page was reloaded (or closed) while this run was going: it went on from where it stopped. */
  interrupted?: boolean;
}

export function newJobState(id: string, plan: ImportPlan): JobState {
  const sends = plan.rows.flatMap((row, index) => (row.fate === 'create' ? [index] : []));
  return {
    id,
    kind: plan.kind,
    status: sends.length ? 'running' : 'finished',
    sends,
    rows: sends.map(() => 'pending'),
    ids: {},
    errors: {},
  };
}

const withRows = (state: JobState, change: (rows: RowStatus[]) => void): JobState => {
  const rows = [...state.rows];
  change(rows);
  return { ...state, rows };
};

/**
 * The state to go on from after a reload (a running run goes on by itself). `unconfirmed` are the rows written down as sent whose
 * answer may not have been recorded (the stored state is written a little after the answers,
 * the list of rows in flight before each request): each of them not yet known as created or
 * refused is "sending", to be looked for on the server before anything is sent again.
 */
export function resumeState(stored: JobState, unconfirmed: readonly number[]): JobState {
  const resumed = withRows(stored, (rows) => {
    for (const position of unconfirmed) {
      if (rows[position] === 'pending' || rows[position] === 'failed') rows[position] = 'sending';
    }
  });
  // A reload is a fresh try after a lost connection or a failed check; the user's Pause, and a
  // session to sign in again first, stay as they were.
  const retry =
    stored.status === 'paused' &&
    (stored.pauseReason === 'offline' || stored.pauseReason === 'error');
  if (stored.status !== 'running' && !retry) return resumed;
  return { ...resumed, status: 'running', pauseReason: undefined, interrupted: true };
}

/** The rows that may be on the server already: to be looked for before any is sent again. */
export const rowsToCheck = (state: JobState): number[] =>
  state.rows.flatMap((status, position) => (status === 'sending' ? [position] : []));

/** The next row to send, or -1. */
export const nextToSend = (state: JobState, busy: ReadonlySet<number>): number =>
  state.rows.findIndex((status, position) => status === 'pending' && !busy.has(position));

/** What a check of the server found: the rows found get the existing id, the others go out again. */
export function applyCheck(
  state: JobState,
  checked: readonly number[],
  found: ReadonlyMap<number, number | string>,
): JobState {
  const ids = { ...state.ids };
  const next = withRows(state, (rows) => {
    for (const position of checked) {
      if (rows[position] !== 'sending') continue;
      const id = found.get(position);
      if (id !== undefined) {
        rows[position] = 'created';
        ids[position] = id;
      } else rows[position] = 'pending';
    }
  });
  return { ...next, ids };
}

export const markSending = (state: JobState, position: number): JobState =>
  withRows(state, (rows) => {
    rows[position] = 'sending';
  });

export function markCreated(state: JobState, position: number, id: number | string): JobState {
  const errors = { ...state.errors };
  delete errors[position];
  return {
    ...withRows(state, (rows) => {
      rows[position] = 'created';
    }),
    ids: { ...state.ids, [position]: id },
    errors,
  };
}

export function markFailed(
  state: JobState,
  position: number,
  outcome: 'failed' | 'refused',
  reason: ImportReason,
): JobState {
  return {
    ...withRows(state, (rows) => {
      rows[position] = outcome;
    }),
    errors: { ...state.errors, [position]: reason },
  };
}

/** Sent and not answered, yet certainly not written (refused offline): back in the queue. */
export const markUnsent = (state: JobState, position: number): JobState =>
  withRows(state, (rows) => {
    if (rows[position] === 'sending') rows[position] = 'pending';
  });

/** Failed rows (server errors) go out again; rows the server refused stay refused. */
export function retryFailed(state: JobState): JobState {
  const errors = { ...state.errors };
  const next = withRows(state, (rows) => {
    rows.forEach((status, position) => {
      if (status === 'failed') {
        rows[position] = 'pending';
        delete errors[position];
      }
    });
  });
  return { ...next, errors, status: 'running', pauseReason: undefined };
}

/** Cancel: nothing more is sent; rows not sent stay "not imported". */
export function cancelRun(state: JobState): JobState {
  const next = withRows(state, (rows) => {
    rows.forEach((status, position) => {
      if (status === 'pending') rows[position] = 'cancelled';
    });
  });
  return { ...next, status: 'cancelled', pauseReason: undefined };
}

/** Finished once no row waits or is in flight (a cancelled run stays cancelled). */
export function settle(state: JobState, inFlight: number): JobState {
  if (state.status !== 'running' || inFlight > 0) return state;
  if (state.rows.some((status) => status === 'pending' || status === 'sending')) return state;
  return { ...state, status: 'finished' };
}

export interface RunCounts {
  /** Rows the run sends. */
  total: number;
  /** Rows with a final answer (created, failed, refused, not imported). */
  done: number;
  created: number;
  failed: number;
  refused: number;
  cancelled: number;
  /** Skipped at the dry run as duplicates. */
  duplicates: number;
  /** Refused at the dry run. */
  refusedAtDryRun: number;
}

export function runCounts(plan: ImportPlan, state: JobState): RunCounts {
  const count = (status: RowStatus) => state.rows.filter((row) => row === status).length;
  const created = count('created');
  const failed = count('failed');
  const refused = count('refused');
  const cancelled = count('cancelled');
  return {
    total: state.rows.length,
    done: created + failed + refused + cancelled,
    created,
    failed,
    refused,
    cancelled,
    duplicates: plan.rows.filter((row) => row.fate === 'duplicate').length,
    refusedAtDryRun: plan.rows.filter((row) => row.fate === 'refused').length,
  };
}

/** A stored state, or null when the value is not one (another version's, or damaged). */
export function parseJobState(value: unknown): JobState | null {
  if (typeof value !== 'object' || value === null) return null;
  const state = value as Partial<JobState>;
  if (typeof state.id !== 'string' || typeof state.status !== 'string') return null;
  if (!Array.isArray(state.sends) || !Array.isArray(state.rows)) return null;
  if (state.sends.length !== state.rows.length) return null;
  return { ids: {}, errors: {}, ...state } as JobState;
}
