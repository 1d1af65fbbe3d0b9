// The catalogue health check of this page, kept outside React: one check at a time, going on
// while the user is on another screen and found again when they come back (useCatalogueHealth).
// The report belongs to the signed-in user: another user's hook starts from their own.
import { now } from '@/lib/clock';
import { signedInUserKey } from '@/providers/generationRuns';
import { ThrottledSnapshot } from '@/lib/throttledSnapshot';
import type { HealthReport, HealthRule } from '../model/types';
import { HEALTH_RULES } from '../rules';
import type { ChangedKind } from './checkMessages';
import { openCheckSession, type CheckSession } from './checkSession';
import { findingsWithout } from './partialChange';
import { readCatalogueInto, type CatalogueReader, type ReadProgress } from './readCatalogue';
import { loadHealthReport, saveHealthReport } from './reportStore';
import { isAbortError } from './requestPool';

export interface HealthCheckState {
  /** Whose state this is (the signed-in user's id as keys hold it). */
  user: string;
  report: HealthReport | null;
  /** The kept report has been looked for (the screen knows whether it has one). */
  loaded: boolean;
  progress: ReadProgress[] | null;
  checking: boolean;
  /** The last check's failure (the previous report stays); null once a check succeeds. */
  error: unknown;
}

/** Progress is told to the screen at most this often (thousands of small reads). */
const PROGRESS_EVERY_MS = 250;

interface Running {
  controller: AbortController;
  /** Records saved while the catalogue was being read: checked again on the new data. */
  changes: { kind: ChangedKind; record: unknown }[];
}

let state: HealthCheckState = initial('-');
let session: CheckSession | null = null;
let running: Running | null = null;
let rules: readonly HealthRule[] = HEALTH_RULES;
/** Which user's kept report is being read, so that it is read once. */
let loading: Promise<void> | null = null;

const snapshot = new ThrottledSnapshot<HealthCheckState>(() => state, PROGRESS_EVERY_MS);

function initial(user: string): HealthCheckState {
  return { user, report: null, loaded: false, progress: null, checking: false, error: null };
}

function update(patch: Partial<HealthCheckState>, at: 'now' | 'batched' = 'now'): void {
  state = { ...state, ...patch };
  snapshot.changed(at === 'now');
}

export const subscribeHealthCheck = snapshot.subscribe;
export const healthCheckState = snapshot.getSnapshot;

/**
 * The state for `user`: another user's (or nobody's) is dropped, a check running for them
 * stopped, and this user's kept report read.
 */
export function healthCheckFor(user: string): Promise<void> {
  if (state.user !== user) {
    running?.controller.abort();
    running = null;
    session?.close();
    session = null;
    loading = null;
    update(initial(user));
  }
  loading ??= loadHealthReport(user).then((report) => {
    if (state.user !== user) return;
    // A check that ended while the kept report was read has the newer one.
    update({ report: state.report ?? report, loaded: true });
  });
  return loading;
}

/** Whether the report is missing or older than `maxAgeMs` (the screen then checks again). */
export const isReportStale = (report: HealthReport | null, maxAgeMs: number): boolean =>
  !report || now() - report.checkedAt > maxAgeMs;

/** Starts a check for `user` unless one is running. */
export function startHealthCheck(reader: CatalogueReader, user: string): void {
  if (running || state.user !== user) return;
  const controller = new AbortController();
  const run: Running = { controller, changes: [] };
  running = run;
  update({ checking: true, progress: [] });
  let next: CheckSession | null = null;

  const ended = (patch: Partial<HealthCheckState>) => {
    if (running !== run) return;
    running = null;
    update({ ...patch, checking: false, progress: null });
  };

  void (async () => {
    try {
      const summary = await readCatalogueInto(
        reader,
        (totals) => {
          next = openCheckSession(
            Object.values(totals).reduce((sum, n) => sum + n, 0),
            rules,
          );
          return next;
        },
        {
          signal: controller.signal,
          onProgress: (progress) => {
            if (running === run) update({ progress }, 'batched');
          },
        },
      );
      const opened = next as CheckSession | null;
      if (!opened) throw new Error('The catalogue was not read');
      const checkedAt = now();
      let report = await opened.run(summary.today, checkedAt);
      for (const change of run.changes) {
        report = await opened.change(change.kind, change.record, checkedAt);
      }
      if (running !== run) {
        opened.close();
        return;
      }
      session?.close();
      session = opened;
      ended({ report, error: null, loaded: true });
      keep(user, report);
    } catch (error) {
      (next as CheckSession | null)?.close();
      ended(isAbortError(error) && controller.signal.aborted ? {} : { error });
    }
  })();
}

export function cancelHealthCheck(): void {
  const run = running;
  if (!run) return;
  run.controller.abort();
  running = null;
  update({ checking: false, progress: null });
}

/**
 * A record just saved from the screen (an inline fix): the report is made again over the kept
 * catalogue with it, so that its count drops without a new read. Without the catalogue (the
 * report came from an earlier visit), its findings are looked at on their own (partialChange.ts).
 */
export async function applyHealthChange(kind: ChangedKind, record: unknown): Promise<void> {
  const user = state.user;
  running?.changes.push({ kind, record });
  const report = session
    ? await session.change(kind, record, state.report?.checkedAt ?? now())
    : state.report && findingsWithout(state.report, rules, kind, record);
  if (!report || state.user !== user) return;
  update({ report });
  keep(user, report);
}

/** Saved only while the same user is signed in: a sign-out may have removed it meanwhile. */
function keep(user: string, report: HealthReport): void {
  if (state.user === user && signedInUserKey() === user) void saveHealthReport(user, report);
}

/** Tests: nothing kept in this page, the rules to check with. */
export function resetHealthCheck(withRules: readonly HealthRule[] = HEALTH_RULES): void {
  running?.controller.abort();
  running = null;
  session?.close();
  session = null;
  loading = null;
  rules = withRules;
  state = initial('-');
  snapshot.changed(true);
}
