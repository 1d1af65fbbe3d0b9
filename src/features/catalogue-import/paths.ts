// Where the import of each kind of record lives: the one part of the import that other screens
// (the lists' Import buttons) may know.
import type { ImportKind } from './mapping/importFields';

/** Where the import of `kind` lives. */
export const importPath = (kind: ImportKind): string => `/import/${kind}`;
