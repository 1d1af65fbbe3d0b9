// The kinds the import screen knows, and where their texts live.
import type { ImportKind } from './mapping/importFields';

export const IMPORT_KINDS: readonly ImportKind[] = ['artists', 'songs', 'albums'];

export const isImportKind = (value: string | undefined): value is ImportKind =>
  IMPORT_KINDS.some((kind) => kind === value);

/** The i18n key of a field's name as the screens and the template write it. */
export const fieldLabelKey = (kind: ImportKind, field: string): string =>
  `app.catalogue_import.fields.${kind}.${field}`;
