// Where an import run stands, row by row, as plain data: what is stored across a reload and
// what the screen reads. Only the plan's `create` rows take part in the run; their states are
// kept by position in that list. The steps that change it are ledger.ts's.
import { now } from '@/lib/clock';
import type { ImportKind } from '../mapping/importFields';
import type { ImportPlan, ImportReason } from './importPlan';

/**
 * - pending: not sent yet;
 * - sending: sent, and no answer known: it may exist on the server (looked for before it is
 *   sent again, once its request can no longer be in flight);
 * - created: the server answered with the new record's id (or a check found it there);
 * - failed: a server error (5xx): may be retried;
 * - refused: the server refused it (4xx): sending it again would be refused again;
 * - cancelled: never sent, the user cancelled the import.
 */
export type RowStatus = 'pending' | 'sending' | 'created' | 'failed' | 'refused' | 'cancelled';

export type JobStatus = 'running' | 'paused' | 'finished' | 'cancelled';

/**
 * Why a run waits: the user's Pause, no network, a session that ended (or a sign-out), or a
 * failed look-up of the rows whose answer was lost.
 */
export type PauseReason = 'user' | 'offline' | 'session' | 'error';

export interface JobState {
  id: string;
  kind: ImportKind;
  /** The signed-in user who started it (the key its storage is under): only they see it. */
  user: string;
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
  /** When the request of a row still "sending" left (app clock, ms), by position. */
  sentAt: Record<number, number>;
  /** When it started (app clock, ms): a job is kept a week at most (jobStore.ts). */
  startedAt?: number;
  /** The page was reloaded (or closed) while this run was going: it went on from where it stopped. */
  interrupted?: boolean;
}

/** A row written down as sent before its request left, and when it left. */
export interface InFlight {
  position: number;
  sentAt: number;
}

export function newJobState(
  id: string,
  plan: ImportPlan,
  user: string,
  startedAt: number = now(),
): JobState {
  const sends = plan.rows.flatMap((row, index) => (row.fate === 'create' ? [index] : []));
  return {
    id,
    kind: plan.kind,
    user,
    startedAt,
    status: sends.length ? 'running' : 'finished',
    sends,
    rows: sends.map(() => 'pending'),
    ids: {},
    errors: {},
    sentAt: {},
  };
}

/**
 * The state to go on from after a reload, or in a tab taking the run over (a running run goes
 * on by itself). `inFlight` are the rows written down as sent whose answer the stored state may
 * not hold (the state is written a little after the answers, the rows in flight before each
 * request): each of them not known as created or refused is "sending", to be looked for on the
 * server before it is sent again, once its request can no longer be in flight.
 */
export function resumeState(stored: JobState, inFlight: readonly InFlight[]): JobState {
  const rows = [...stored.rows];
  const sentAt = { ...stored.sentAt };
  for (const { position, sentAt: at } of inFlight) {
    const status = rows[position];
    if (status === 'pending' || status === 'failed' || status === 'sending') {
      rows[position] = 'sending';
      sentAt[position] = Math.max(sentAt[position] ?? 0, at);
    }
  }
  const resumed: JobState = { ...stored, rows, sentAt };
  // A reload is a fresh try after a lost connection or a failed check, and the session is back
  // (only the user who started a run ever loads it); the user's Pause stays as it was.
  const retry = stored.status === 'paused' && stored.pauseReason !== 'user';
  if (stored.status !== 'running' && !retry) return resumed;
  return { ...resumed, status: 'running', pauseReason: undefined, interrupted: true };
}

export interface RunCounts {
  /** Rows the run sends. */
  total: number;
  /** Rows whose request went out (answered, or whose answer was lost). */
  sent: number;
  /** Rows with a final answer (created, failed, refused, not imported). */
  done: number;
  created: number;
  failed: number;
  refused: number;
  cancelled: number;
  /** Sent, no answer yet (in flight, or looked for on the server). */
  sending: number;
  /** Skipped at the dry run as duplicates. */
  duplicates: number;
  /** Refused at the dry run. */
  refusedAtDryRun: number;
}

/** The plan's rows the run does not send, by why (counted once per plan). */
export function planCounts(plan: ImportPlan): Pick<RunCounts, 'duplicates' | 'refusedAtDryRun'> {
  let duplicates = 0;
  let refusedAtDryRun = 0;
  for (const row of plan.rows) {
    if (row.fate === 'duplicate') duplicates += 1;
    else if (row.fate === 'refused') refusedAtDryRun += 1;
  }
  return { duplicates, refusedAtDryRun };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A stored state, or null when the value is not one (another version's, or damaged). */
export function parseJobState(value: unknown): JobState | null {
  if (!isObject(value)) return null;
  const state = value as Partial<JobState>;
  if (typeof state.id !== 'string' || typeof state.status !== 'string') return null;
  if (typeof state.user !== 'string') return null;
  if (!Array.isArray(state.sends) || !Array.isArray(state.rows)) return null;
  if (state.sends.length !== state.rows.length) return null;
  return { ids: {}, errors: {}, sentAt: {}, ...state } as JobState;
}
