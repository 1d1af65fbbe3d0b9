// Rows of one file that would create the same record twice. The first row of a kind wins; each
// later one is reported with the row it repeats, so the dry run can skip it and say why. A row
// that repeats another only once spacing, invisible characters and the encoding of accents are
// set aside is a near-duplicate, said as such: the user sees two equal texts and wonders why.
import type { ImportKind } from '../mapping/importFields';
import {
  duplicateKeys,
  isNear,
  type Comparable,
  type DuplicateField,
  type DuplicateKey,
} from './duplicateKeys';

export interface FileDuplicate {
  /** The repeating row's number in the file (header = 1). */
  line: number;
  /** The earlier row it repeats. */
  firstLine: number;
  field: DuplicateField;
  /** Equal to the earlier row only as a person sees it, not as typed. */
  near: boolean;
  message: string;
  args: { line: number };
}

const MESSAGES: Record<DuplicateField, string> = {
  email: 'app.catalogue_import.duplicates.email_in_file',
  stageName: 'app.catalogue_import.duplicates.stage_name_in_file',
  title: 'app.catalogue_import.duplicates.title_in_file',
  upc: 'app.catalogue_import.duplicates.upc_in_file',
};

const NEAR_MESSAGES: Record<DuplicateField, string> = {
  email: 'app.catalogue_import.duplicates.near.email_in_file',
  stageName: 'app.catalogue_import.duplicates.near.stage_name_in_file',
  title: 'app.catalogue_import.duplicates.near.title_in_file',
  // UPCs are compared as typed: never near.
  upc: 'app.catalogue_import.duplicates.upc_in_file',
};

export function findDuplicatesInFile(
  kind: ImportKind,
  rows: readonly { line: number; body: Comparable }[],
): FileDuplicate[] {
  const seen = new Map<string, { line: number; key: DuplicateKey }>();
  const duplicates: FileDuplicate[] = [];
  for (const { line, body } of rows) {
    const keys = duplicateKeys(kind, body);
    const repeats = keys.flatMap((key) => {
      const first = seen.get(`${key.field}:${key.key}`);
      return first ? [{ key, first, near: isNear(key, first.key) }] : [];
    });
    // A plain repeat says more than a near one: it is named first.
    const repeated = repeats.find((repeat) => !repeat.near) ?? repeats[0];
    if (repeated) {
      const { key, first, near } = repeated;
      duplicates.push({
        line,
        firstLine: first.line,
        field: key.field,
        near,
        message: (near ? NEAR_MESSAGES : MESSAGES)[key.field],
        args: { line: first.line },
      });
      // A skipped row claims nothing: only rows that will be created are compared against.
      continue;
    }
    for (const key of keys) seen.set(`${key.field}:${key.key}`, { line, key });
  }
  return duplicates;
}
