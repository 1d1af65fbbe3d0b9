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
// before an earlier one.
import { clear, createStore, delMany, get, getMany, set, setMany, type UseStore } from 'idb-keyval';
import { browserStorage } from '../../../lib/browserStorage';
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

/** The kind a job id was made for (ids carry it, so a panel given an id finds the job). */
export function kindOfJob(jobId: string): ImportKind | null {
  const kind = jobId.split('-')[0] as ImportKind;
  return KINDS.includes(kind) ? kind : null;
}

export function newJobId(kind: ImportKind, at: number): string {
  return `${kind}-${at.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

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

/** Writes the state; a refused write is let go (the run goes on; only a reload could not resume it). */
export async function writeState(state: JobState): Promise<void> {
  const target = jobStore();
  if (!target) return;
  await set(jobKey(state.user, state.kind), encodeState(state), target).catch(() => undefined);
}

export async function writeInflight(
  user: string,
  kind: ImportKind,
  rows: readonly InFlight[],
): Promise<void> {
  const target = jobStore();
  if (!target) return;
  await set(`${jobKey(user, kind)}:inflight`, rows, target).catch(() => undefined);
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
  return state?.id ?? null;
}

export async function removeJob(user: string, kind: ImportKind): Promise<void> {
  const target = jobStore();
  if (!target) return;
  const key = jobKey(user, kind);
  await delMany([key, `${key}:plan`, `${key}:inflight`], target).catch(() => undefined);
}

/** Forgets every stored job (tests start each from an empty browser). */
export async function clearStoredJobs(): Promise<void> {
  const target = jobStore();
  if (target) await clear(target);
}
