// An import run kept in IndexedDB, per user and kind, so that a reload goes on where it stopped.
// IndexedDB, not localStorage: a 20,000-row plan is megabytes, far past what localStorage keeps.
// Three entries per job, so that the frequent writes stay small:
//  - `…:plan`: the plan, written once at the start (the large part);
//  - the state: one letter per row plus the ids and reasons, written at most every 250 ms
//    (see importRun.ts) and whenever the run's status changes;
//  - `…:inflight`: the rows sent whose answer the stored state may not hold yet, with when each
//    left, written (and waited for) before every request: after a reload they are looked for
//    on the server first.
// Writes to one store are applied in the order they were made, so a later state never lands
// before an earlier one. The state and in-flight writes land only while the plan is there: a
// job removed (Done, a sign-out) is never written back by a run still finishing, here or in
// another tab.
//
// A job holds the file's rows (names, e-mails, phone numbers): it is its user's alone, is
// removed at their asked sign-out unless they keep it (layout/signOut), and is kept at most
// JOB_KEPT_MS after it started.
import {
  clear,
  createStore,
  delMany,
  get,
  getMany,
  keys,
  promisifyRequest,
  setMany,
  type UseStore,
} from 'idb-keyval';
import { browserStorage } from '@/lib/browserStorage';
import { now } from '@/lib/clock';
import type { ImportKind } from '../mapping/importFields';
import type { ImportPlan } from './importPlan';
import { parseJobState, type InFlight, type JobState, type RowStatus } from './jobState';

const KINDS: readonly ImportKind[] = ['artists', 'songs', 'albums'];

/** Where runs were kept before IndexedDB: what is left there is removed, never read. */
const LEGACY_PREFIX = 'label-admin.import:';

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

let store: UseStore | null | undefined;

/** The jobs' object store, or null where the browser has no IndexedDB (then nothing is kept). */
function jobStore(): UseStore | null {
  if (store === undefined) {
    store = typeof indexedDB === 'undefined' ? null : createStore('label-admin-imports', 'jobs');
    dropLegacyJobs();
  }
  return store;
}

function dropLegacyJobs(): void {
  const storage = browserStorage();
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(LEGACY_PREFIX)) storage.removeItem(key);
}

export const jobKey = (user: string, kind: ImportKind): string =>
  `${encodeURIComponent(user)}:${kind}`;

/** How long a job is kept after it started, whatever became of it: a week. */
export const JOB_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** The kind a job id was made for (ids carry it, so a panel given an id finds the job). */
export function kindOfJob(jobId: string): ImportKind | null {
  const kind = jobId.split('-')[0] as ImportKind;
  return KINDS.includes(kind) ? kind : null;
}

export function newJobId(kind: ImportKind, at: number): string {
  return `${kind}-${at.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

const isTooOld = (state: JobState, at: number): boolean =>
  state.startedAt !== undefined && at - state.startedAt > JOB_KEPT_MS;

/** The state as stored: rows as one letter each (20,000 rows are 20,000 characters). */
export function encodeState(state: JobState): string {
  return JSON.stringify({ ...state, rows: state.rows.map((row) => CODES[row]).join('') });
}

export function decodeState(raw: unknown): JobState | null {
  if (typeof raw !== 'string') return null;
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
  inflight: InFlight[];
}

function parseInFlight(value: unknown): InFlight[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is InFlight =>
      typeof item === 'object' &&
      item !== null &&
      Number.isInteger((item as InFlight).position) &&
      typeof (item as InFlight).sentAt === 'number',
  );
}

/**
 * Keeps a new job, replacing any earlier one of the user's for that kind. False when the
 * browser refuses it (no IndexedDB, or no room): the run then goes on, but a reload would not
 * resume it.
 */
export async function saveNewJob(plan: ImportPlan, state: JobState): Promise<boolean> {
  const target = jobStore();
  if (!target) return false;
  const key = jobKey(state.user, plan.kind);
  try {
    await setMany(
      [
        [`${key}:plan`, plan],
        [key, encodeState(state)],
        [`${key}:inflight`, []],
      ],
      target,
    );
    return true;
  } catch {
    await removeJob(state.user, plan.kind);
    return false;
  }
}

/** Writes `value` under the job's `key` in one transaction, only if its plan is still kept. */
async function writeIfKept(jobKeyOf: string, key: string, value: unknown): Promise<void> {
  const target = jobStore();
  if (!target) return;
  await target('readwrite', (objects) => {
    const plan = objects.getKey(`${jobKeyOf}:plan`);
    plan.onsuccess = () => {
      if (plan.result !== undefined) objects.put(value, key);
    };
    return promisifyRequest(objects.transaction);
  }).catch(() => undefined);
}

/** Writes the state; a refused write is let go (the run goes on; only a reload could not resume it). */
export async function writeState(state: JobState): Promise<void> {
  const key = jobKey(state.user, state.kind);
  await writeIfKept(key, key, encodeState(state));
}

export async function writeInflight(
  user: string,
  kind: ImportKind,
  rows: readonly InFlight[],
): Promise<void> {
  const key = jobKey(user, kind);
  await writeIfKept(key, `${key}:inflight`, rows);
}

export async function readJob(user: string, kind: ImportKind): Promise<StoredJob | null> {
  const target = jobStore();
  if (!target) return null;
  const key = jobKey(user, kind);
  try {
    const [rawState, plan, inflight] = await getMany<unknown>(
      [key, `${key}:plan`, `${key}:inflight`],
      target,
    );
    const state = decodeState(rawState);
    if (!state || state.user !== user) return null;
    if (isTooOld(state, now())) {
      await removeJob(user, kind);
      return null;
    }
    const storedPlan = plan as ImportPlan | undefined;
    if (!storedPlan || !Array.isArray(storedPlan.rows) || storedPlan.kind !== kind) return null;
    return { plan: storedPlan, state, inflight: parseInFlight(inflight) };
  } catch {
    return null;
  }
}

/** The id of the user's stored job of `kind`, without reading its plan. */
export async function storedJobId(user: string, kind: ImportKind): Promise<string | null> {
  const target = jobStore();
  if (!target) return null;
  const state = decodeState(await get(jobKey(user, kind), target).catch(() => undefined));
  if (state && isTooOld(state, now())) {
    await removeJob(user, kind);
    return null;
  }
  return state?.id ?? null;
}

export async function removeJob(user: string, kind: ImportKind): Promise<void> {
  const target = jobStore();
  if (!target) return;
  const key = jobKey(user, kind);
  await delMany([key, `${key}:plan`, `${key}:inflight`], target).catch(() => undefined);
}

/** What the sign-out question says of a job: whether it is finished, and how far it went. */
export interface JobSummary {
  kind: ImportKind;
  id: string;
  /** Running or paused: rows are still to be sent. */
  unfinished: boolean;
  /** Rows whose request went out, of `total`. */
  sent: number;
  total: number;
}

/** The user's kept jobs, read without their plans; one too old is removed instead. */
export async function userJobs(user: string, at: number): Promise<JobSummary[]> {
  const target = jobStore();
  if (!target) return [];
  const states = await getMany<unknown>(
    KINDS.map((kind) => jobKey(user, kind)),
    target,
  ).catch(() => []);
  const summaries: JobSummary[] = [];
  for (const raw of states) {
    const state = decodeState(raw);
    if (!state || state.user !== user) continue;
    if (isTooOld(state, at)) {
      await removeJob(user, state.kind);
      continue;
    }
    summaries.push({
      kind: state.kind,
      id: state.id,
      unfinished: state.status === 'running' || state.status === 'paused',
      sent: state.rows.filter((row) => row !== 'pending' && row !== 'cancelled').length,
      total: state.rows.length,
    });
  }
  return summaries;
}

/** Removes every job of the user: their file's rows leave the browser with them. */
export async function removeUserJobs(user: string): Promise<void> {
  await Promise.all(KINDS.map((kind) => removeJob(user, kind)));
}

/** Removes the jobs, of any user, that started more than JOB_KEPT_MS before `at`. */
export async function removeOldJobs(at: number): Promise<void> {
  const target = jobStore();
  if (!target) return;
  const stored = await keys<string>(target).catch(() => []);
  const stateKeys = stored.filter((key) => typeof key === 'string' && key.split(':').length === 2);
  const states = await getMany<unknown>(stateKeys, target).catch(() => []);
  await Promise.all(
    states.map((raw) => {
      const state = decodeState(raw);
      return state && isTooOld(state, at) ? removeJob(state.user, state.kind) : undefined;
    }),
  );
}

/** Forgets every stored job (tests start each from an empty browser). */
export async function clearStoredJobs(): Promise<void> {
  const target = jobStore();
  if (target) await clear(target);
}
