// An import run kept in localStorage, per signed-in user and kind, so that a reload goes on
// where it stopped. Three entries per job, so that the frequent writes stay small:
//  - `…:plan`: the plan, written once at the start (the large part);
//  - the state: one letter per row plus the ids and reasons, written at most every 250 ms
//    (see runner.ts) and whenever the run's status changes;
//  - `…:inflight`: the rows sent whose answer the stored state may not hold yet, written before
//    every request (a few numbers): after a reload they are looked for on the server first.
import { browserStorage } from '../../../lib/browserStorage';
import { signedInUserKey } from '../../../lib/generationRuns';
import type { ImportKind } from '../mapping/importFields';
import type { ImportPlan } from './importPlan';
import { parseJobState, type JobState, type RowStatus } from './jobState';

const PREFIX = 'label-admin.import:';
const KINDS: readonly ImportKind[] = ['artists', 'songs', 'albums'];

const CODES: Record<RowStatus, string> = {
  pending: 'p',
  sending: 's',
  created: 'c',
  failed: 'f',
  refused: 'r',
  cancelled: 'n',
};
const STATUSES = Object.fromEntries(
  Object.entries(CODES).map(([status, code]) => [code, status as RowStatus]),
) as Record<string, RowStatus>;

export const jobKey = (kind: ImportKind, user: string = signedInUserKey()): string =>
  `${PREFIX}${encodeURIComponent(user)}:${kind}`;

/** The kind a job id was made for (ids carry it, so a panel given an id finds the job). */
export function kindOfJob(jobId: string): ImportKind | null {
  const kind = jobId.split('-')[0] as ImportKind;
  return KINDS.includes(kind) ? kind : null;
}

export function newJobId(kind: ImportKind, at: number): string {
  return `${kind}-${at.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The state as stored: rows as one letter each (5,000 rows are 5,000 characters). */
export function encodeState(state: JobState): string {
  return JSON.stringify({ ...state, rows: state.rows.map((row) => CODES[row]).join('') });
}

export function decodeState(raw: string | null): JobState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value.rows !== 'string') return null;
    const rows = [...value.rows].map((code) => STATUSES[code]);
    if (rows.some((row) => row === undefined)) return null;
    return parseJobState({ ...value, rows });
  } catch {
    return null;
  }
}

export interface StoredJob {
  plan: ImportPlan;
  state: JobState;
  inflight: number[];
}

function parseList(raw: string | null): number[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps a new job, replacing any earlier one of the kind. False when the browser refuses it
 * (no storage, or the plan does not fit): the run then goes on, but a reload would not resume it.
 */
export function saveNewJob(plan: ImportPlan, state: JobState): boolean {
  const storage = browserStorage();
  if (!storage) return false;
  const key = jobKey(plan.kind);
  try {
    removeJob(plan.kind);
    storage.setItem(`${key}:plan`, JSON.stringify(plan));
    storage.setItem(key, encodeState(state));
    return true;
  } catch {
    removeJob(plan.kind);
    return false;
  }
}

export function writeState(state: JobState): void {
  try {
    browserStorage()?.setItem(jobKey(state.kind), encodeState(state));
  } catch {
    // Full storage: the run goes on; only a reload could not resume it.
  }
}

export function writeInflight(kind: ImportKind, positions: Iterable<number>): void {
  try {
    browserStorage()?.setItem(`${jobKey(kind)}:inflight`, JSON.stringify([...positions]));
  } catch {
    // As above.
  }
}

export function readJob(kind: ImportKind): StoredJob | null {
  const storage = browserStorage();
  if (!storage) return null;
  const key = jobKey(kind);
  const state = decodeState(storage.getItem(key));
  if (!state) return null;
  try {
    const plan = JSON.parse(storage.getItem(`${key}:plan`) ?? 'null') as ImportPlan | null;
    if (!plan || !Array.isArray(plan.rows) || plan.kind !== kind) return null;
    return { plan, state, inflight: parseList(storage.getItem(`${key}:inflight`)) };
  } catch {
    return null;
  }
}

export function removeJob(kind: ImportKind): void {
  const storage = browserStorage();
  const key = jobKey(kind);
  for (const entry of [key, `${key}:plan`, `${key}:inflight`]) storage?.removeItem(entry);
}
