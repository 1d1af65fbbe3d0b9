// Valid rows that match a record the server already has, given the records the planned reads
// returned. Matching is exact (duplicateKeys), whatever looser match the search made.
import type { ImportKind } from '../mapping/importFields';
import { duplicateKeys, type Comparable, type DuplicateField } from './duplicateKeys';

export interface ServerDuplicate {
  line: number;
  existingId: number;
  field: DuplicateField;
}

/** A record as GET /artists, /songs or /albums returns it, reduced to what is compared. */
export interface ExistingRecord extends Comparable {
  id: number;
}

export function findServerDuplicates(
  kind: ImportKind,
  rows: readonly { line: number; body: Comparable }[],
  existing: readonly ExistingRecord[],
): ServerDuplicate[] {
  const known = new Map<string, number>();
  for (const record of existing) {
    for (const [field, key] of duplicateKeys(kind, record)) {
      if (!known.has(`${field}:${key}`)) known.set(`${field}:${key}`, record.id);
    }
  }
  return rows.flatMap(({ line, body }) => {
    for (const [field, key] of duplicateKeys(kind, body)) {
      const existingId = known.get(`${field}:${key}`);
      if (existingId !== undefined) return [{ line, existingId, field }];
    }
    return [];
  });
}
