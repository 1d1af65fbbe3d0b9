// A refused cell: the field, the i18n key of the reason and its arguments. Reasons the forms
// already give keep the forms' keys, so a row is refused in the same words as the form would.
export interface RowError {
  field: string;
  message: string;
  args?: Record<string, string | number>;
}

export type RowResult<Body> = { ok: true; body: Body } | { ok: false; errors: RowError[] };

const PREFIX = 'app.catalogue_import.validation';

export const IMPORT_VALIDATION = {
  required: `${PREFIX}.required`,
  dateInvalid: `${PREFIX}.date_invalid`,
  isrcInvalid: `${PREFIX}.isrc_invalid`,
  notYesNo: `${PREFIX}.not_yes_no`,
  unknownValue: `${PREFIX}.unknown_value`,
  unknownGenre: `${PREFIX}.unknown_genre`,
  unknownLanguage: `${PREFIX}.unknown_language`,
  unknownAlbumType: `${PREFIX}.unknown_album_type`,
  artistUnknown: `${PREFIX}.artist_unknown`,
  artistAmbiguous: `${PREFIX}.artist_ambiguous`,
} as const;
