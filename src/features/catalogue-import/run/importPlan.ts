// What a dry run hands to the import run: every row of the file with its fate. The dry run
// (the import dialog) builds it; the run (./) sends the creations, keeps the plan across a
// reload, and writes the refused and failed rows back out as CSV. Reasons stay i18n keys with
// their arguments, so the download is written in the language of whoever downloads it.
import type { ImportKind } from '../mapping/importFields';
import type { CreateBodies } from '../validate/validateRow';
import type { RowError } from '../validate/rowErrors';

/** A reason to show or write out: an i18n key and its arguments. */
export interface ImportReason {
  message: string;
  args?: Record<string, string | number>;
  /** The import field it concerns, when it concerns one. */
  field?: string;
  /**
   * The server's own texts by the API field each concerns, when it refused fields: kept apart
   * (not one string) so that each is written "field: text" in the reader's language.
   */
  serverFields?: Record<string, string>;
}

interface PlannedRowBase {
  /** The row's number in the file (the header row is 1). */
  line: number;
  /** The row's cells as read, in the file's column order (for the refused-rows CSV). */
  cells: string[];
}

export type PlannedRow<K extends ImportKind = ImportKind> =
  | (PlannedRowBase & { fate: 'create'; body: CreateBodies[K] })
  | (PlannedRowBase & { fate: 'duplicate'; reasons: ImportReason[]; existingId?: number })
  | (PlannedRowBase & { fate: 'refused'; reasons: RowError[] });

export interface ImportPlan<K extends ImportKind = ImportKind> {
  kind: K;
  fileName: string;
  /** The file's separator: the rows-to-fix file is written with it, to open as the file did. */
  separator?: ',' | ';';
  /** The file's header row as read (the refused-rows CSV repeats it, then adds a reason). */
  headers: string[];
  /** The field each of those columns fills, as the user chose on the columns step (null: ignored). */
  columns: (string | null)[];
  rows: PlannedRow<K>[];
}
