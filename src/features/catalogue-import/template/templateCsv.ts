// The template a label fills in: the kind's columns (required ones first) under the headers
// the interface language uses, and one example row that passes the dry run, written for that
// language's spreadsheets.
import { writeCsv } from '@/lib/csv/writeCsv';
import { languageName } from '@/lib/languageNames';
import {
  IMPORT_FIELDS,
  REQUIRED_FIELDS,
  type FieldsOf,
  type ImportKind,
} from '../mapping/importFields';
import { fieldLabelKey } from '../importKinds';

type Translate = (key: string) => string;

/** The kind's fields in template order: required first, then the rest as the contract lists them. */
export function templateFields<K extends ImportKind>(kind: K): FieldsOf[K][] {
  const required: readonly FieldsOf[K][] = REQUIRED_FIELDS[kind];
  const all: readonly FieldsOf[K][] = IMPORT_FIELDS[kind];
  return [...required, ...all.filter((field) => !required.includes(field))];
}

const EXAMPLE_ARTIST = 'Nova Reyes';

function exampleRow(
  kind: ImportKind,
  translate: Translate,
  locale: string,
): Record<string, string> {
  const no = { en: 'no', fr: 'non', es: 'no' }[locale] ?? 'no';
  if (kind === 'artists') {
    return {
      stageName: EXAMPLE_ARTIST,
      email: 'nova.reyes@example.com',
      realName: 'Nova Reyes Martin',
      firstName: 'Nova',
      lastName: 'Reyes Martin',
      gender: translate('app.artists.gender.female'),
      dateOfBirth: '1994-03-12',
      phone: '+1 514 555 0142',
      address: '1200 Rue Sainte-Catherine',
      city: 'Montréal',
      state: 'QC',
      country: 'Canada',
      postalCode: 'H3B 1K9',
      status: translate('app.artists.status.active'),
      isVerified: no,
      publicStatus: translate('app.artists.public_status.emerging_artist'),
      singingLanguages: ['fr', 'en'].map((code) => languageName(code, locale, code)).join(', '),
    };
  }
  if (kind === 'songs') {
    return {
      artist: EXAMPLE_ARTIST,
      title: 'Midnight Drive',
      durationSeconds: '214',
      isExplicit: no,
      isrc: 'CA-LR1-24-00012',
      tempo: '96',
    };
  }
  return {
    artist: EXAMPLE_ARTIST,
    title: 'Night Lines',
    albumType: translate('app.catalogue.album_type.ep'),
    upc: '062345678900',
    releaseDate: '2025-05-16',
    status: translate('app.catalogue.status.draft'),
  };
}

/** The template of `kind` as CSV text (without the byte order mark the download adds). */
export function templateCsv(kind: ImportKind, translate: Translate, locale: string): string {
  const fields: readonly string[] = templateFields(kind);
  const example = exampleRow(kind, translate, locale);
  return writeCsv(
    fields.map((field) => translate(fieldLabelKey(kind, field))),
    [fields.map((field) => example[field] ?? '')],
    { language: locale },
  );
}
