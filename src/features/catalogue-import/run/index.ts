// The import run's entry points, used by the import screen. (Placeholders until the run lands:
// the signatures are the agreement between the dry run and the run.)
import type { ImportKind } from '../mapping/importFields';
import type { ImportPlan } from './importPlan';

/** Keeps the plan (so a reload resumes it), starts sending its creations, returns the job's id. */
export function startImport(plan: ImportPlan): string {
  void plan;
  throw new Error('The import run is not built yet');
}

/** The id of this user's import of `kind` that has not finished (running, paused or cut short by a reload), if any. */
export function unfinishedImport(kind: ImportKind): string | null {
  void kind;
  return null;
}

export interface ImportRunPanelProps {
  jobId: string;
  /** The user is done with the results (they go back to the list). */
  onClose: () => void;
}

/** Progress, Pause / Resume / Cancel, per-row results, and the refused and failed rows as CSV. */
export function ImportRunPanel(props: ImportRunPanelProps) {
  void props;
  return null;
}
