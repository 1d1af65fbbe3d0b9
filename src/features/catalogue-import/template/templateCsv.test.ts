import { describe, expect, it } from 'vitest';
import { en } from '@i18n/en';
import { es } from '@i18n/es';
import { fr } from '@i18n/fr';
import type { AlbumTypeOption, SingingLanguage } from '@/api/types';
import { guessMapping, rowValues } from '../mapping/guessMapping';
import { IMPORT_FIELDS, REQUIRED_FIELDS, type ImportKind } from '../mapping/importFields';
import { parseCsvText } from '../parse/parseCsv';
import { rowValidator } from '../validate/validateRow';
import { templateCsv } from './templateCsv';

const CATALOGUES = { en, fr, es } as const;

/** The catalogue's text for a dotted key, as the app's translate gives it. */
const translateIn =
  (locale: keyof typeof CATALOGUES) =>
  (key: string): string => {
    const found = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        CATALOGUES[locale],
      );
    if (typeof found !== 'string') throw new Error(`No text for ${key} in ${locale}`);
    return found;
  };

const languages: SingingLanguage[] = [
  { id: 1, code: 'en', name: 'English', isOther: false, otherSpecification: null, createdAt: '' },
  { id: 2, code: 'fr', name: 'French', isOther: false, otherSpecification: null, createdAt: '' },
];
const albumTypes: AlbumTypeOption[] = [{ value: 'ep', label: 'EP' }];
const validator = rowValidator({
  genres: [],
  singingLanguages: languages,
  albumTypes,
  findArtist: (reference) => (reference === 'Nova Reyes' ? [7] : []),
});

const KINDS: ImportKind[] = ['artists', 'songs', 'albums'];
const LOCALES = ['en', 'fr', 'es'] as const;

describe('the import template', () => {
  it('writes the headers each language reads, required ones first', () => {
    const en = parseCsvText(templateCsv('songs', translateIn('en'), 'en'));
    expect(en.delimiter).toBe(',');
    expect(en.headers.slice(0, 3)).toEqual(['Artist', 'Title', 'Description']);
    const fr = parseCsvText(templateCsv('artists', translateIn('fr'), 'fr'));
    expect(fr.delimiter).toBe(';');
    expect(fr.headers.slice(0, 2)).toEqual(['Nom de scène', 'Courriel']);
    const es = parseCsvText(templateCsv('albums', translateIn('es'), 'es'));
    expect(es.headers.slice(0, 2)).toEqual(['Artista', 'Título']);
  });

  it.each(KINDS.flatMap((kind) => LOCALES.map((locale) => [kind, locale] as const)))(
    '%s in %s: every column maps back to its field and the example row is accepted',
    (kind, locale) => {
      const parsed = parseCsvText(templateCsv(kind, translateIn(locale), locale));
      const guess = guessMapping(kind, parsed.headers);
      expect(guess.ignored).toEqual([]);
      expect([...guess.mapping].sort()).toEqual([...IMPORT_FIELDS[kind]].sort());
      expect(guess.mapping.slice(0, REQUIRED_FIELDS[kind].length)).toEqual(REQUIRED_FIELDS[kind]);
      expect(parsed.rows).toHaveLength(1);
      const check = validator[kind] as (values: object) => { ok: boolean };
      expect(check(rowValues(guess.mapping, parsed.rows[0] ?? []))).toMatchObject({ ok: true });
    },
  );

  it('writes the example phone number as text a spreadsheet keeps, read back as typed', () => {
    const csv = templateCsv('artists', translateIn('en'), 'en');
    expect(csv.split('\r\n')[1]).toContain(`,"'+1 514 555 0142",`);
    const parsed = parseCsvText(csv);
    expect(parsed.rows[0]?.[parsed.headers.indexOf('Phone')]).toBe('+1 514 555 0142');
  });
});
