// Valid rows that match a record the server already has, given the records the planned reads
// returned. Matching is on duplicateKeys (texts as a person sees them), whatever looser match
// the search made. A match that holds only as a person sees it, not as typed, is near: the
// report says so and names the existing text.
import type { ImportKind } from '../mapping/importFields';
import {
  duplicateKeys,
  isNear,
  type Comparable,
  type DuplicateField,
  type DuplicateKey,
} from './duplicateKeys';

export interface ServerDuplicate {
  line: number;
  existingId: number;
  field: DuplicateField;
  /** Equal to the existing record only as a person sees it, not as typed. */
  near: boolean;
  /** The existing record's text for `field`, as the server holds it. */
  existing: string;
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
  // Every record per key: a row typed like one of them is a plain duplicate of that one.
  const known = new Map<string, { id: number; key: DuplicateKey }[]>();
  const seenIds = new Set<number>();
  for (const record of existing) {
    // A record several reads returned is known once.
    if (seenIds.has(record.id)) continue;
    seenIds.add(record.id);
    for (const key of duplicateKeys(kind, record)) {
      const id = `${key.field}:${key.key}`;
      const records = known.get(id);
      if (records) records.push({ id: record.id, key });
      else known.set(id, [{ id: record.id, key }]);
    }
  }
  return rows.flatMap(({ line, body }) => {
    const matches = duplicateKeys(kind, body).flatMap((key) =>
      (known.get(`${key.field}:${key.key}`) ?? []).map((record) => ({
        line,
        existingId: record.id,
        field: key.field,
        near: isNear(key, record.key),
        existing: record.key.text,
      })),
    );
    const match = matches.find((candidate) => !candidate.near) ?? matches[0];
    return match ? [match] : [];
  });
}
