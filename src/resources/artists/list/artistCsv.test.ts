import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import type { Artist } from '@/api/types';
import { parseCsvText } from '@/features/catalogue-import/parse/parseCsv';
import { catalogues } from '@/providers/i18nCatalogues';
import { artistsCsv } from './artistCsv';

const translateIn = (locale: 'en' | 'fr') =>
  polyglotI18nProvider(() => catalogues[locale], locale, [], { allowMissing: true }).translate;

const INDIE_POP = {
  id: 3,
  slug: 'indie-pop',
  translations: [
    { language: 'en' as const, name: 'Indie Pop' },
    { language: 'fr' as const, name: 'Pop indé' },
  ],
};
const HIP_HOP = {
  id: 7,
  slug: 'hip-hop',
  translations: [{ language: 'en' as const, name: 'Hip-Hop' }],
};

function artist(overrides: Partial<Artist>): Artist {
  return {
    id: 1,
    stageName: 'Artist',
    realName: null,
    firstName: null,
    lastName: null,
    gender: 'prefer-not-to-say',
    email: 'artist@example.com',
    dateOfBirth: null,
    phone: null,
    cellphone: null,
    address: null,
    city: null,
    state: null,
    country: null,
    postalCode: null,
    status: 'active',
    isVerified: false,
    publicStatus: 'new_artist',
    genres: [],
    singingLanguages: [],
    bios: [],
    profileImageId: null,
    profileImageUrl: null,
    linkSlug: null,
    createdAt: '2024-02-11T15:04:00Z',
    memberSince: '2024-02-11',
    ...overrides,
  };
}

const ARTISTS: Artist[] = [
  artist({
    id: 12,
    stageName: 'Lune "La Nuit" Rivière',
    realName: 'Tremblay, Camille',
    email: 'camille.tremblay@example.com',
    cellphone: '+1 514 555 0199',
    status: 'active',
    isVerified: true,
    publicStatus: 'emerging_artist',
    genres: [INDIE_POP, HIP_HOP],
    singingLanguages: [
      {
        id: 2,
        name: 'French',
        code: 'fr',
        isOther: false,
        otherSpecification: null,
        createdAt: '2024-01-05T10:00:00Z',
      },
      {
        id: 9,
        name: 'Other',
        code: 'other',
        isOther: true,
        otherSpecification: 'Haitian Creole',
        createdAt: '2024-01-05T10:00:00Z',
      },
    ],
  }),
  artist({
    id: 14,
    stageName: 'JAYO',
    realName: 'Jerome Okafor',
    email: 'jayo.music@example.com',
    phone: '+1 416 555 0117',
    status: 'suspended',
    publicStatus: 'established_artist',
    createdAt: '2023-08-30T09:12:00Z',
  }),
];

describe('artistsCsv', () => {
  it('writes a header and one line per artist, quoting commas and doubling quotes, phone numbers as text', () => {
    expect(artistsCsv(ARTISTS, translateIn('en'), 'en')).toBe(
      'Stage name,Real name,Email,Phone,Cellphone,Genres,Singing languages,Status,Verified,' +
        'Public status,Created\r\n' +
        '"Lune ""La Nuit"" Rivière","Tremblay, Camille",camille.tremblay@example.com,,' +
        `"'+1 514 555 0199","Indie Pop, Hip-Hop","French, Other (Haitian Creole)",Active,Verified,` +
        'Emerging artist,2024-02-11T15:04:00Z\r\n' +
        `JAYO,Jerome Okafor,jayo.music@example.com,"'+1 416 555 0117",,,,Suspended,Unverified,` +
        'Established artist,2023-08-30T09:12:00Z',
    );
  });

  it('quotes a value that holds a line break, keeping it whole', () => {
    const csv = artistsCsv(
      [artist({ stageName: 'Two\nLines', email: 'two@example.com' })],
      translateIn('en'),
      'en',
    );
    expect(csv.split('\r\n')[1]).toBe(
      '"Two\nLines",,two@example.com,,,,,Active,Unverified,New artist,2024-02-11T15:04:00Z',
    );
  });

  it('uses the interface language, genre names falling back to English', () => {
    const [header, first] = artistsCsv(ARTISTS, translateIn('fr'), 'fr').split('\r\n');
    expect(header).toMatch(/^Nom de scène;Nom réel;Courriel;/);
    expect(first).toContain('Pop indé, Hip-Hop;Français, Autre (Haitian Creole);Actif;Vérifié;');
  });

  it('writes only the header for an empty list', () => {
    expect(artistsCsv([], translateIn('en'), 'en')).toBe(
      'Stage name,Real name,Email,Phone,Cellphone,Genres,Singing languages,Status,Verified,' +
        'Public status,Created',
    );
  });

  it('puts a quote mark before a stage name a spreadsheet would run as a formula', () => {
    const names = [
      '=HYPERLINK("http://evil.invalid","x")',
      '@SUM(1+1)',
      "+cmd|' /C calc'!A0",
      '-1+1',
    ];
    const lines = artistsCsv(
      names.map((stageName, index) =>
        artist({ stageName, email: `a${index}@example.com`, phone: '-3' }),
      ),
      translateIn('en'),
      'en',
    ).split('\r\n');
    expect(lines.slice(1)).toEqual([
      `"'=HYPERLINK(""http://evil.invalid"",""x"")",,a0@example.com,-3,,,,Active,Unverified,New artist,2024-02-11T15:04:00Z`,
      `"'@SUM(1+1)",,a1@example.com,-3,,,,Active,Unverified,New artist,2024-02-11T15:04:00Z`,
      `"'+cmd|' /C calc'!A0",,a2@example.com,-3,,,,Active,Unverified,New artist,2024-02-11T15:04:00Z`,
      `"'-1+1",,a3@example.com,-3,,,,Active,Unverified,New artist,2024-02-11T15:04:00Z`,
    ]);
  });

  it("reads back through the import's parser as the original text", () => {
    const names = [
      '=HYPERLINK("http://evil.invalid","x")',
      '@SUM(1+1)',
      "+cmd|' /C calc'!A0",
      '-1+1',
      "'=already quoted",
      '=Two\nLines',
      'Lune Rivière',
    ];
    const csv = artistsCsv(
      names.map((stageName, index) =>
        artist({ stageName, email: `a${index}@example.com`, phone: '+1 514 555 0142' }),
      ),
      translateIn('fr'),
      'fr',
    );
    const parsed = parseCsvText(`\ufeff${csv}`);
    expect(parsed.problems).toEqual([]);
    expect(parsed.headers.slice(0, 4)).toEqual([
      'Nom de scène',
      'Nom réel',
      'Courriel',
      'Téléphone',
    ]);
    expect(parsed.rows.map((row) => row[0])).toEqual([
      '=HYPERLINK("http://evil.invalid","x")',
      '@SUM(1+1)',
      "+cmd|' /C calc'!A0",
      '-1+1',
      "'=already quoted",
      '=Two\nLines',
      'Lune Rivière',
    ]);
    expect(new Set(parsed.rows.map((row) => row[3]))).toEqual(new Set(['+1 514 555 0142']));
  });
});
