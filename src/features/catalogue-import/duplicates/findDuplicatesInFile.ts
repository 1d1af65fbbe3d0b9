// Rows of one file that would create the same record twice. The first row of a kind wins; each
// later one is reported with the row it repeats, so the dry run can skip it and say why.
import type { ImportKind } from '../mapping/importFields';
import { duplicateKeys, type Comparable, type DuplicateField } from './duplicateKeys';

export interface FileDuplicate {
  /** The repeating row's number in the file (header = 1). */
  line: number;
  /** The earlier row it repeats. */
  firstLine: number;
  field: DuplicateField;
  message: string;
  args: { line: number };
}

const MESSAGES: Record<DuplicateField, string> = {
  email: 'app.catalogue_import.duplicates.email_in_file',
  stageName: 'app.catalogue_import.duplicates.stage_name_in_file',
  title: 'app.catalogue_import.duplicates.title_in_file',
  upc: 'app.catalogue_import.duplicates.upc_in_file',
};

export function findDuplicatesInFile(
  kind: ImportKind,
  rows: readonly { line: number; body: Comparable }[],
): FileDuplicate[] {
  const seen = new Map<string, number>();
  const duplicates: FileDuplicate[] = [];
  for (const { line, body } of rows) {
    const keys = duplicateKeys(kind, body);
    const repeated = keys.find(([field, key]) => seen.has(`${field}:${key}`));
    if (repeated) {
      const [field, key] = repeated;
      const firstLine = seen.get(`${field}:${key}`) ?? line;
      duplicates.push({
        line,
        firstLine,
        field,
        message: MESSAGES[field],
        args: { line: firstLine },
      });
      // A skipped row claims nothing: only rows that will be created are compared against.
      continue;
    }
    for (const [field, key] of keys) seen.set(`${field}:${key}`, line);
  }
  return duplicates;
}
