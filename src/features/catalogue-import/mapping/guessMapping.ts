// A first guess at which field each column holds. The mapping is a plain array (one entry per
// column, a field or null for "ignored") so a screen can let the user change any entry by hand.
import { foldText } from '@/lib/foldText';
import { FIELD_HEADERS, IMPORT_FIELDS, type FieldsOf, type ImportKind } from './importFields';

export type ColumnMapping<K extends ImportKind> = (FieldsOf[K] | null)[];

export interface IgnoredColumn {
  column: number;
  header: string;
  /** `unknown`: no field answers to the header; `repeated`: an earlier column has its field. */
  reason: 'unknown' | 'repeated';
}

export interface MappingGuess<K extends ImportKind> {
  mapping: ColumnMapping<K>;
  ignored: IgnoredColumn[];
}

const lookups = new Map<ImportKind, Map<string, string>>();

function lookupFor<K extends ImportKind>(kind: K): Map<string, FieldsOf[K]> {
  let lookup = lookups.get(kind);
  if (!lookup) {
    lookup = new Map();
    const headers: Record<string, readonly string[]> = FIELD_HEADERS[kind];
    for (const field of IMPORT_FIELDS[kind]) {
      // The field's own (API) name is recognised too: a file exported from the API reads back.
      for (const header of [field, ...headers[field]]) {
        const key = foldText(header);
        if (!lookup.has(key)) lookup.set(key, field);
      }
    }
    lookups.set(kind, lookup);
  }
  return lookup as Map<string, FieldsOf[K]>;
}

/** The field `header` names for `kind`, or null. */
export function fieldForHeader<K extends ImportKind>(kind: K, header: string): FieldsOf[K] | null {
  return lookupFor(kind).get(foldText(header)) ?? null;
}

export function guessMapping<K extends ImportKind>(
  kind: K,
  headers: readonly string[],
): MappingGuess<K> {
  const taken = new Set<string>();
  const ignored: IgnoredColumn[] = [];
  const mapping = headers.map((header, column) => {
    const field = fieldForHeader(kind, header);
    if (field === null) {
      ignored.push({ column, header, reason: 'unknown' });
      return null;
    }
    if (taken.has(field)) {
      ignored.push({ column, header, reason: 'repeated' });
      return null;
    }
    taken.add(field);
    return field;
  });
  return { mapping, ignored };
}

/** The fields a row has under `mapping`: cell text by field, for validateRow. */
export function rowValues<K extends ImportKind>(
  mapping: ColumnMapping<K>,
  row: readonly string[],
): Partial<Record<FieldsOf[K], string>> {
  const values: Partial<Record<FieldsOf[K], string>> = {};
  mapping.forEach((field, column) => {
    if (field !== null) values[field] = row[column] ?? '';
  });
  return values;
}

/** Required fields no column is mapped to: the import cannot start without them. */
export function missingRequired<K extends ImportKind>(
  required: readonly FieldsOf[K][],
  mapping: ColumnMapping<K>,
): FieldsOf[K][] {
  return required.filter((field) => !mapping.includes(field));
}
