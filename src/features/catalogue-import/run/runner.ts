// The import runs of this page, kept at module level: a run goes on while the user moves around
// inside the app, and any panel showing it reads the same one (see importRun.ts).
import { now } from '../../../lib/clock';
import type { ImportKind } from '../mapping/importFields';
import { ImportRun, rememberDataProvider } from './importRun';
import type { ImportPlan } from './importPlan';
import { newJobState, resumeState } from './jobState';
import { kindOfJob, newJobId, readJob, removeJob, saveNewJob } from './jobStore';

export { rememberDataProvider, type ImportRun, type RunSnapshot } from './importRun';

const runs = new Map<string, ImportRun>();

let pageHideListening = false;
function flushOnPageHide(): void {
  if (pageHideListening || typeof window === 'undefined') return;
  pageHideListening = true;
  window.addEventListener('pagehide', () => {
    for (const run of runs.values()) run.flush();
  });
}

export function createRun(plan: ImportPlan): string {
  flushOnPageHide();
  for (const [id, run] of runs) {
    if (run.kind === plan.kind) {
      run.stop();
      runs.delete(id);
    }
  }
  const id = newJobId(plan.kind, now());
  const state = newJobState(id, plan);
  const persisted = saveNewJob(plan, state);
  const run = new ImportRun(plan, state, persisted);
  runs.set(id, run);
  return id;
}

/** The run with this id: this page's, or the one a reload left in storage (then it goes on). */
export function findRun(jobId: string): ImportRun | null {
  const known = runs.get(jobId);
  if (known) return known;
  const kind = kindOfJob(jobId);
  const stored = kind ? readJob(kind) : null;
  if (!stored || stored.state.id !== jobId) return null;
  flushOnPageHide();
  const run = new ImportRun(stored.plan, resumeState(stored.state, stored.inflight), true);
  runs.set(jobId, run);
  run.flush();
  return run;
}

/** This user's run of `kind` that has not finished (running, paused, or cut short by a reload). */
export function unfinishedRun(kind: ImportKind): string | null {
  const live = (status: string) => status === 'running' || status === 'paused';
  for (const run of runs.values()) {
    if (run.kind === kind && live(run.getSnapshot().state.status)) return run.id;
  }
  const stored = readJob(kind);
  return stored && live(stored.state.status) ? stored.state.id : null;
}

/** The user is done with the run: it is forgotten, here and in storage. */
export function dismissRun(jobId: string): void {
  const run = runs.get(jobId);
  run?.stop();
  runs.delete(jobId);
  const kind = kindOfJob(jobId);
  if (kind && readJob(kind)?.state.id === jobId) removeJob(kind);
}

/** Forgets this page's runs without writing them: what a reload leaves behind (tests use it). */
export function forgetRuns(): void {
  for (const run of runs.values()) run.stop();
  runs.clear();
  rememberDataProvider(null);
}
