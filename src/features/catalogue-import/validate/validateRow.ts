// One spreadsheet row checked with the forms' rules, giving either the body POST /artists,
// /songs or /albums takes (what the dataProvider's create expects) or every refused cell. A
// column the file does not have stays out of the body, so the server's defaults apply.
import { ARTIST_CONTACT_FIELDS, ARTIST_NAME_FIELDS } from '@/api/artistContactFields';
import type {
  AlbumCreate,
  AlbumType,
  AlbumTypeOption,
  ArtistCreate,
  Genre,
  SingingLanguage,
  SongCreate,
} from '@/api/types';
import { isIsoDate } from '@/lib/isoDate';
import { normalizeIsrc } from '@/lib/isrc';
import { upcError } from '@/lib/upc';
import { SONG_FIELDS as SONG_RECORD_TO_BODY } from '@/providers/data/resources/fieldNames';
import { ALBUM_LIMITS } from '@/lib/albumLimits';
import { validateArtist } from '@/lib/validateArtist';
import { validateSong } from '@/lib/validateSong';
import type {
  AlbumField,
  ArtistField,
  FieldsOf,
  ImportKind,
  SongField,
} from '../mapping/importFields';
import type { FindArtist } from './artistLookup';
import { IMPORT_VALIDATION, type RowError, type RowResult } from './rowErrors';
import {
  albumTypeVocabulary,
  ARTIST_STATUSES,
  BOOLEANS,
  CATALOGUE_STATUSES,
  GENDERS,
  genreVocabulary,
  lookUp,
  PUBLIC_STATUSES,
  singingLanguageVocabulary,
  type Vocabulary,
} from './vocabularies';
import { SONG_TEXT } from '@/providers/data/resources/catalogueBody';

/** What rows are checked against: the lists from GET /artists/genres, /artists/singing-languages and /albums/types, and the artists known so far. */
export interface ValidationSources {
  genres: readonly Genre[];
  singingLanguages: readonly SingingLanguage[];
  albumTypes: readonly AlbumTypeOption[];
  findArtist: FindArtist;
}

export interface RowValidator {
  artists: (values: Partial<Record<ArtistField, string>>) => RowResult<ArtistCreate>;
  songs: (values: Partial<Record<SongField, string>>) => RowResult<SongCreate>;
  albums: (values: Partial<Record<AlbumField, string>>) => RowResult<AlbumCreate>;
}

export interface CreateBodies {
  artists: ArtistCreate;
  songs: SongCreate;
  albums: AlbumCreate;
}

/** Several names in one cell: "Pop, Rock" or "Pop; Rock" or "Pop | Rock". */
const splitList = (text: string): string[] =>
  text
    .split(/[,;|]/)
    .map((part) => part.trim())
    .filter(Boolean);

class RowCheck<F extends string> {
  readonly errors: RowError[] = [];
  constructor(readonly values: Partial<Record<F, string>>) {}

  has(field: F): boolean {
    return field in this.values;
  }
  text(field: F): string {
    return (this.values[field] ?? '').trim();
  }
  refuse(field: F, message: string, args?: Record<string, string | number>) {
    this.errors.push(args ? { field, message, args } : { field, message });
  }
  /** A value of a closed list: undefined when the cell is empty (the server's default applies). */
  choice<V>(field: F, words: Vocabulary<V>, message: string): V | undefined {
    const value = this.text(field);
    if (!value) return undefined;
    const found = lookUp(words, value);
    if (found === undefined) this.refuse(field, message, { value });
    return found;
  }
  ids(field: F, words: Vocabulary<number>, message: string): number[] {
    const ids: number[] = [];
    for (const name of splitList(this.text(field))) {
      const id = lookUp(words, name);
      if (id === undefined) this.refuse(field, message, { value: name });
      else if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }
  date(field: F): string | null {
    const value = this.text(field);
    if (!value) return null;
    if (!isIsoDate(value)) this.refuse(field, IMPORT_VALIDATION.dateInvalid, { value });
    return value;
  }
  artist(field: F, findArtist: FindArtist): number {
    const reference = this.text(field);
    if (!reference) {
      this.refuse(field, IMPORT_VALIDATION.required);
      return 0;
    }
    const ids = findArtist(reference);
    if (ids.length === 0) this.refuse(field, IMPORT_VALIDATION.artistUnknown, { value: reference });
    if (ids.length > 1) this.refuse(field, IMPORT_VALIDATION.artistAmbiguous, { value: reference });
    return ids[0] ?? 0;
  }
  result<Body>(body: Body): RowResult<Body> {
    return this.errors.length ? { ok: false, errors: this.errors } : { ok: true, body };
  }
}

const ARTIST_OPTIONAL_TEXT = [
  ...ARTIST_NAME_FIELDS,
  ...ARTIST_CONTACT_FIELDS,
  'otherLanguageSpecification',
] as const satisfies readonly ArtistField[];

function validateArtistRow(
  values: Partial<Record<ArtistField, string>>,
  words: { genres: Vocabulary<number>; languages: Vocabulary<number> },
): RowResult<ArtistCreate> {
  const row = new RowCheck<ArtistField>(values);
  // The form's own rules: stage name, e-mail, and a phone or a cellphone.
  const formErrors = validateArtist({
    stageName: row.text('stageName'),
    email: row.text('email'),
    phone: row.text('phone'),
    cellphone: row.text('cellphone'),
  });
  for (const [field, message] of Object.entries(formErrors)) {
    row.errors.push({ field, message });
  }

  const body: ArtistCreate = { stageName: row.text('stageName'), email: row.text('email') };
  for (const field of ARTIST_OPTIONAL_TEXT) {
    if (row.has(field)) body[field] = row.text(field) || null;
  }
  if (row.has('dateOfBirth')) body.dateOfBirth = row.date('dateOfBirth');
  const gender = row.choice('gender', GENDERS, IMPORT_VALIDATION.unknownValue);
  if (gender) body.gender = gender;
  const status = row.choice('status', ARTIST_STATUSES, IMPORT_VALIDATION.unknownValue);
  if (status) body.status = status;
  const publicStatus = row.choice('publicStatus', PUBLIC_STATUSES, IMPORT_VALIDATION.unknownValue);
  if (publicStatus) body.publicStatus = publicStatus;
  const verified = row.choice('isVerified', BOOLEANS, IMPORT_VALIDATION.notYesNo);
  if (verified !== undefined) body.isVerified = verified;
  if (row.has('genres')) {
    body.genreIds = row.ids('genres', words.genres, IMPORT_VALIDATION.unknownGenre);
  }
  if (row.has('singingLanguages')) {
    body.singingLanguageIds = row.ids(
      'singingLanguages',
      words.languages,
      IMPORT_VALIDATION.unknownLanguage,
    );
  }
  return row.result(body);
}

const SONG_BODY_TO_RECORD = Object.fromEntries(
  Object.entries(SONG_RECORD_TO_BODY).map(([recordName, bodyName]) => [bodyName, recordName]),
) as Record<string, string>;

function validateSongRow(
  values: Partial<Record<SongField, string>>,
  sources: ValidationSources,
): RowResult<SongCreate> {
  const row = new RowCheck<SongField>(values);
  const artistId = row.artist('artist', sources.findArtist);

  // The form's own rules (title, lengths, duration), on the record's field names it reads.
  const recordValues: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    const recordName = SONG_BODY_TO_RECORD[field];
    if (recordName && typeof value === 'string') recordValues[recordName] = value.trim();
  }
  const recordToImport = SONG_RECORD_TO_BODY as Record<string, string>;
  for (const [recordName, problem] of Object.entries(validateSong(recordValues))) {
    const field = recordToImport[recordName] ?? recordName;
    if (typeof problem === 'string') row.errors.push({ field, message: problem });
    else if (problem) row.errors.push({ field, message: problem.message, args: problem.args });
  }

  const body: SongCreate = { artistId, title: row.text('title') };
  for (const field of SONG_TEXT) {
    if (row.has(field)) body[field] = row.text(field) || null;
  }
  const duration = row.text('durationSeconds');
  if (duration) body.durationSeconds = Number(duration);
  const explicit = row.choice('isExplicit', BOOLEANS, IMPORT_VALIDATION.notYesNo);
  if (explicit !== undefined) body.isExplicit = explicit;
  // The contract's SongCreate has no ISRC: a wrong one is still refused, a right one not sent.
  const isrc = row.text('isrc');
  if (isrc && normalizeIsrc(isrc) === null) {
    row.refuse('isrc', IMPORT_VALIDATION.isrcInvalid, { value: isrc });
  }
  return row.result(body);
}

function validateAlbumRow(
  values: Partial<Record<AlbumField, string>>,
  sources: ValidationSources,
  albumTypes: Vocabulary<AlbumType>,
): RowResult<AlbumCreate> {
  const row = new RowCheck<AlbumField>(values);
  const artistId = row.artist('artist', sources.findArtist);

  const title = row.text('title');
  if (!title) row.refuse('title', 'app.albums.validation.title_required');
  else if (title.length > ALBUM_LIMITS.title) {
    row.refuse('title', 'app.albums.validation.too_long', { max: ALBUM_LIMITS.title });
  }
  const description = row.text('description');
  if (description.length > ALBUM_LIMITS.description) {
    row.refuse('description', 'app.albums.validation.too_long', {
      max: ALBUM_LIMITS.description,
    });
  }
  const upc = row.text('upc');
  const upcProblem = upcError(upc);
  if (upcProblem) row.refuse('upc', upcProblem.message, upcProblem.args);

  const body: AlbumCreate = { artistId, title };
  if (row.has('description')) body.description = description || null;
  if (row.has('upc')) body.upc = upc || null;
  if (row.has('releaseDate')) body.releaseDate = row.date('releaseDate');
  const albumType = row.choice('albumType', albumTypes, IMPORT_VALIDATION.unknownAlbumType);
  if (albumType) body.albumType = albumType;
  const status = row.choice('status', CATALOGUE_STATUSES, IMPORT_VALIDATION.unknownValue);
  if (status) body.status = status;
  return row.result(body);
}

/**
 * A validator for every row of a file: the vocabularies are built once, then each call checks
 * one row (cell text by field, as rowValues gives it).
 */
export function rowValidator(sources: ValidationSources): RowValidator {
  const words = {
    genres: genreVocabulary(sources.genres),
    languages: singingLanguageVocabulary(sources.singingLanguages),
  };
  const albumTypes = albumTypeVocabulary(sources.albumTypes);
  return {
    artists: (values) => validateArtistRow(values, words),
    songs: (values) => validateSongRow(values, sources),
    albums: (values) => validateAlbumRow(values, sources, albumTypes),
  };
}

/** One row of `kind` checked; for many rows, build a rowValidator once. */
export function validateRow<K extends ImportKind>(
  kind: K,
  values: Partial<Record<FieldsOf[K], string>>,
  sources: ValidationSources,
): RowResult<CreateBodies[K]> {
  const check = rowValidator(sources)[kind] as (
    row: Partial<Record<FieldsOf[K], string>>,
  ) => RowResult<CreateBodies[K]>;
  return check(values);
}
