// The import run's entry points, used by the import screen.
import type { ImportKind } from '../mapping/importFields';
import type { ImportPlan } from './importPlan';
import { createRun, unfinishedRun } from './runner';

/** Keeps the plan (so a reload resumes it), starts sending its creations, returns the job's id. */
export function startImport(plan: ImportPlan): string {
  return createRun(plan);
}

/** The id of this user's import of `kind` that has not finished (running, paused or cut short by a reload), if any. */
export function unfinishedImport(kind: ImportKind): string | null {
  return unfinishedRun(kind);
}

export { ImportRunPanel, type ImportRunPanelProps } from './ImportRunPanel';
