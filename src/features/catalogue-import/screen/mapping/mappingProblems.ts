// What stops a mapping from going to the dry run: a required field no column fills, or a field
// two columns fill (which of the two values would win is a guess the import does not make).
import {
  missingRequired,
  type ColumnMapping,
  type IgnoredColumn,
} from '../../mapping/guessMapping';
import { REQUIRED_FIELDS, type ImportField, type ImportKind } from '../../mapping/importFields';

export interface MappingProblems {
  missing: ImportField[];
  chosenTwice: ImportField[];
}

export function mappingProblems(
  kind: ImportKind,
  mapping: ColumnMapping<ImportKind>,
): MappingProblems {
  const counts = new Map<ImportField, number>();
  for (const field of mapping) {
    if (field !== null) counts.set(field, (counts.get(field) ?? 0) + 1);
  }
  return {
    missing: missingRequired<ImportKind>(REQUIRED_FIELDS[kind], mapping),
    chosenTwice: [...counts].filter(([, count]) => count > 1).map(([field]) => field),
  };
}

/** The guess's ignored columns the user has not since mapped by hand. */
export const stillIgnored = (
  ignored: readonly IgnoredColumn[],
  mapping: ColumnMapping<ImportKind>,
): IgnoredColumn[] => ignored.filter(({ column }) => mapping[column] === null);
