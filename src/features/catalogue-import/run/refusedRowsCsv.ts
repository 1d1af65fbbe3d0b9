// The rows to fix and import again, as CSV: the file's own header row and cells, plus a reason
// column, in the language of whoever downloads it. Rows refused at the dry run, rows the server
// refused or that failed, and rows a cancel left out (not the duplicates skipped).
import { writeCsv } from '@/lib/csv/writeCsv';
import type { ImportPlan, ImportReason } from './importPlan';
import type { JobState } from './jobState';
import { RUN_MESSAGES } from './runMessages';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A reason in words: an i18n key with its arguments, the server's own text as it came, or the
 * server's texts for the fields it refused, each after its field as the language writes it.
 */
export function reasonText(translate: Translate, reason: ImportReason): string {
  if (reason.serverFields) {
    return Object.entries(reason.serverFields)
      .map(([label, value]) => translate('app.label_value', { label, value }))
      .join(translate('app.list_separator'));
  }
  return translate(reason.message, { _: reason.message, ...reason.args });
}

/** Reasons in words, each after the file's own name for the column it concerns, one after another. */
export function reasonsText(
  translate: Translate,
  plan: Pick<ImportPlan, 'headers' | 'columns'>,
  reasons: readonly ImportReason[],
): string {
  const columnOf = (field: string | undefined) =>
    field ? plan.headers[plan.columns.indexOf(field)] : undefined;
  return reasons
    .map((reason) => {
      const text = reasonText(translate, reason);
      const column = columnOf(reason.field);
      return column ? translate('app.label_value', { label: column, value: text }) : text;
    })
    .join(translate('app.list_separator'));
}

/** Each row to write out (in file order) with its reason in words. */
export function rowsToFix(
  plan: ImportPlan,
  state: JobState,
  translate: Translate,
): { line: number; cells: string[]; reason: string }[] {
  const byRow = new Map(state.sends.map((rowIndex, position) => [rowIndex, position]));
  return plan.rows.flatMap((row, rowIndex) => {
    let reasons: ImportReason[] = [];
    // A duplicate skipped needs no fixing: imported again, it would be skipped again.
    if (row.fate === 'duplicate') return [];
    if (row.fate === 'refused') reasons = row.reasons;
    else {
      const position = byRow.get(rowIndex) ?? -1;
      const status = state.rows[position];
      const error = state.errors[position];
      if (status === 'failed' || status === 'refused') {
        reasons = [error ?? { message: RUN_MESSAGES.unknownError }];
      } else if (status === 'cancelled') reasons = [{ message: RUN_MESSAGES.cancelled }];
      // Cancelled while its answer was lost: it may exist; said so, to check before importing it again.
      else if (status === 'sending' && state.status === 'cancelled') {
        reasons = [{ message: RUN_MESSAGES.lostAnswer }];
      }
    }
    if (!reasons.length) return [];
    return [{ line: row.line, cells: row.cells, reason: reasonsText(translate, plan, reasons) }];
  });
}

/** Whether any row is to be written out (without putting reasons into words). */
export function hasRowsToFix(plan: ImportPlan, state: JobState): boolean {
  if (plan.rows.some((row) => row.fate === 'refused')) return true;
  const lostCount = state.status === 'cancelled' ? 'sending' : null;
  return state.rows.some(
    (status) =>
      status === 'failed' || status === 'refused' || status === 'cancelled' || status === lostCount,
  );
}

/** The CSV text (without the byte order mark the download adds), with the file's own separator. */
export function refusedRowsCsv(
  plan: ImportPlan,
  state: JobState,
  translate: Translate,
  language: string,
): string {
  const header = [...plan.headers, translate(RUN_MESSAGES.reasonHeader)];
  const data = rowsToFix(plan, state, translate).map(({ cells, reason }) => [
    ...plan.headers.map((_header, index) => cells[index] ?? ''),
    reason,
  ]);
  // A plan from before the separator was kept has none: the language's then.
  return writeCsv(header, data, { language, separator: plan.separator });
}
