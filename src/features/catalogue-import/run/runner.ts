// The import runs of this page, kept at module level: a run goes on while the user moves around
// inside the app, and any panel showing it reads the same one (see importRun.ts). Runs belong to
// the user who started them: when another user (or nobody) is signed in, they stop here and
// stay stored for their user; when that user signs in again, a run the session's end paused
// goes on by itself.
import { tokenStore } from '@/api/tokenStore';
import { now } from '@/lib/clock';
import { signedInUserKey } from '@/providers/generationRuns';
import type { ImportKind } from '../mapping/importFields';
import { ImportRun, rememberDataProvider } from './importRun';
import type { ImportPlan } from './importPlan';
import { newJobState, resumeState } from './jobState';
import { kindOfJob, newJobId, readJob, removeJob, removeOldJobs, storedJobId } from './jobStore';

export { rememberDataProvider, type ImportRun, type RunSnapshot } from './importRun';

const KINDS: readonly ImportKind[] = ['artists', 'songs', 'albums'];

const runs = new Map<string, ImportRun>();
/** Runs being read from storage, so that two panels asking at once get the same one. */
const loading = new Map<string, Promise<ImportRun | null>>();
/** Runs whose user went, until their last answers are in and written (importRun.ts, leave). */
const leaving = new Map<string, Promise<void>>();

let pageHideListening = false;
function flushOnPageHide(): void {
  if (pageHideListening || typeof window === 'undefined') return;
  pageHideListening = true;
  window.addEventListener('pagehide', () => {
    for (const run of runs.values()) void run.flush();
  });
}

let stopWatching: (() => void) | null = null;
let lastUser: string | null = null;

/** Follows who is signed in (this tab or another): see the header. */
function watchSession(): void {
  if (stopWatching) return;
  lastUser = signedInUserKey();
  stopWatching = tokenStore.onChange(() => {
    const user = signedInUserKey();
    for (const [id, run] of runs) {
      if (run.user !== user) {
        runs.delete(id);
        leaving.set(
          id,
          run.leave().finally(() => leaving.delete(id)),
        );
      }
    }
    if (user !== lastUser && user !== '-') void resumeAfterSignIn(user);
    lastUser = user;
  });
}

/** The user's runs the end of their session paused, read again and going on. */
async function resumeAfterSignIn(user: string): Promise<void> {
  // A job nobody came back for in a week goes, whoever's it was.
  await removeOldJobs(now());
  for (const kind of KINDS) {
    const id = await storedJobId(user, kind);
    if (id && !runs.has(id)) {
      const stored = await readJob(user, kind);
      const { status, pauseReason } = stored?.state ?? {};
      if (status === 'paused' && pauseReason === 'session') await loadRun(id);
    }
  }
}

const isMine = (run: ImportRun) => run.user === signedInUserKey();

export function createRun(plan: ImportPlan): string {
  flushOnPageHide();
  watchSession();
  for (const [id, run] of runs) {
    if (run.kind === plan.kind && isMine(run)) {
      run.stop();
      runs.delete(id);
    }
  }
  const id = newJobId(plan.kind, now());
  const run = ImportRun.start(plan, newJobState(id, plan, signedInUserKey()));
  runs.set(id, run);
  return id;
}

/** The run with this id if this page has it (for the signed-in user). */
export function liveRun(jobId: string): ImportRun | null {
  const run = runs.get(jobId);
  return run && isMine(run) ? run : null;
}

/** The run with this id: this page's, or the one a reload left in storage (then it goes on). */
export function loadRun(jobId: string): Promise<ImportRun | null> {
  const live = liveRun(jobId);
  if (live) return Promise.resolve(live);
  const pending = loading.get(jobId);
  if (pending) return pending;
  const user = signedInUserKey();
  const kind = kindOfJob(jobId);
  const load = (async () => {
    // Read once the same job, left by an ended session, has written where it stopped: rows
    // it still had in flight are then known answered, not waited for as lost.
    await leaving.get(jobId);
    const stored = kind && user !== '-' ? await readJob(user, kind) : null;
    if (!stored || stored.state.id !== jobId || signedInUserKey() !== user) return null;
    flushOnPageHide();
    watchSession();
    const run = ImportRun.resumed(stored.plan, resumeState(stored.state, stored.inflight));
    runs.set(jobId, run);
    return run;
  })().finally(() => loading.delete(jobId));
  loading.set(jobId, load);
  return load;
}

/**
 * This user's run of `kind` not yet dismissed with Done: running, paused, cut short by a
 * reload, or ended with its report still to read.
 */
export async function keptRun(kind: ImportKind): Promise<string | null> {
  for (const run of runs.values()) if (run.kind === kind && isMine(run)) return run.id;
  const user = signedInUserKey();
  return user === '-' ? null : storedJobId(user, kind);
}

/** The user is done with the run: it is forgotten, here and in storage. */
export async function dismissRun(jobId: string): Promise<void> {
  const run = runs.get(jobId);
  run?.stop();
  runs.delete(jobId);
  const kind = kindOfJob(jobId);
  const user = run?.user ?? signedInUserKey();
  if (kind && (await storedJobId(user, kind)) === jobId) await removeJob(user, kind);
}

/** Forgets this page's runs without writing them: what a reload leaves behind (tests use it). */
export function forgetRuns(): void {
  for (const run of runs.values()) run.stop();
  runs.clear();
  loading.clear();
  leaving.clear();
  stopWatching?.();
  stopWatching = null;
  rememberDataProvider(null);
}
