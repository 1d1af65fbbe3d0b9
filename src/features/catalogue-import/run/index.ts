// The import run's entry points, used by the import screen.
import type { ImportKind } from '../mapping/importFields';
import type { ImportPlan } from './importPlan';
import { createRun, keptRun } from './runner';

/** Keeps the plan (so a reload resumes it), starts sending its creations, returns the job's id. */
export function startImport(plan: ImportPlan): string {
  return createRun(plan);
}

/**
 * The id of this user's import of `kind` not yet dismissed (running, paused, cut short by a
 * reload, or ended with its report still to read), if any.
 */
export function keptImport(kind: ImportKind): Promise<string | null> {
  return keptRun(kind);
}

export { ImportRunPanel, type ImportRunPanelProps } from './ImportRunPanel';
