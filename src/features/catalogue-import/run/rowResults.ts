// Each row of the file as the results table shows it: its line, its main value, what became of
// it, and why (or the new record's id).
import type { ImportKind } from '../mapping/importFields';
import type { ImportPlan, ImportReason, PlannedRow } from './importPlan';
import type { JobState, RowStatus } from './jobState';
import { RUN_MESSAGES } from './runMessages';

export type RowResultKind = RowStatus | 'duplicate' | 'refused_dry_run';

export interface RowResultView {
  line: number;
  value: string;
  result: RowResultKind;
  reasons: readonly ImportReason[];
  createdId?: number | string;
}

const MAIN_FIELD: Record<ImportKind, string> = {
  artists: 'stageName',
  songs: 'title',
  albums: 'title',
};

/** The row's stage name or title: from its body, else from the file's column that holds it. */
function mainValue(plan: ImportPlan, row: PlannedRow, column: number): string {
  if (row.fate === 'create') {
    const body = row.body as unknown as Record<string, unknown>;
    const value = body[MAIN_FIELD[plan.kind]];
    if (typeof value === 'string' && value) return value;
  }
  return column >= 0 ? (row.cells[column] ?? '').trim() : '';
}

/** The position in the run of each plan row it sends (-1 for the others), once per plan. */
const positionsOf = new WeakMap<ImportPlan, Int32Array>();
function positionInRun(plan: ImportPlan, state: JobState): Int32Array {
  const known = positionsOf.get(plan);
  if (known) return known;
  const positions = new Int32Array(plan.rows.length).fill(-1);
  state.sends.forEach((rowIndex, position) => {
    positions[rowIndex] = position;
  });
  positionsOf.set(plan, positions);
  return positions;
}

/** The file's rows from `start` to `end` (all by default) with what became of each. */
export function rowResults(
  plan: ImportPlan,
  state: JobState,
  start = 0,
  end = plan.rows.length,
): RowResultView[] {
  const column = plan.columns.indexOf(MAIN_FIELD[plan.kind]);
  const byRow = positionInRun(plan, state);
  return plan.rows.slice(start, end).map((row, offset) => {
    const rowIndex = start + offset;
    const view = { line: row.line, value: mainValue(plan, row, column) };
    if (row.fate === 'duplicate') return { ...view, result: 'duplicate', reasons: row.reasons };
    if (row.fate === 'refused') return { ...view, result: 'refused_dry_run', reasons: row.reasons };
    const position = byRow[rowIndex] ?? -1;
    const result = state.rows[position] ?? 'pending';
    const error = state.errors[position];
    // Cancelled while its answer was lost: it may exist, and the user is told to check.
    const lost = result === 'sending' && state.status === 'cancelled';
    return {
      ...view,
      result,
      reasons: error ? [error] : lost ? [{ message: RUN_MESSAGES.lostAnswer }] : [],
      createdId: state.ids[position],
    };
  });
}
