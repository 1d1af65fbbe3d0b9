import { describe, expect, it } from 'vitest';
import type { AlbumTypeOption, Genre, SingingLanguage } from '@/api/types';
import { artistLookup } from './artistLookup';
import { rowValidator, validateRow, type ValidationSources } from './validateRow';

const genres: Genre[] = [
  {
    id: 3,
    slug: 'indie-pop',
    translations: [
      { language: 'en', name: 'Indie Pop' },
      { language: 'fr', name: 'Pop indé' },
      { language: 'es', name: 'Pop independiente' },
    ],
  },
  {
    id: 11,
    slug: 'hip-hop',
    translations: [
      { language: 'en', name: 'Hip-Hop' },
      { language: 'fr', name: 'Hip-hop' },
      { language: 'es', name: 'Hip hop' },
    ],
  },
];

const language = (id: number, name: string, code: string, isOther = false): SingingLanguage => ({
  id,
  name,
  code,
  isOther,
  otherSpecification: null,
  createdAt: '2024-01-05T10:00:00Z',
});
const singingLanguages = [
  language(1, 'English', 'en'),
  language(2, 'French', 'fr'),
  language(3, 'Spanish', 'es'),
  language(9, 'Other', 'other', true),
];
const albumTypes: AlbumTypeOption[] = [
  { value: 'single', label: 'Single' },
  { value: 'ep', label: 'EP' },
  { value: 'lp', label: 'LP' },
];

const sources: ValidationSources = {
  genres,
  singingLanguages,
  albumTypes,
  findArtist: artistLookup([
    { id: 12, stageName: 'Sol y Sombra' },
    { id: 14, stageName: 'Luna' },
    { id: 15, stageName: 'Luna' },
  ]),
};
const validator = rowValidator(sources);

const goodArtist = {
  stageName: ' Sol y Sombra ',
  email: 'valeria@example.com',
  phone: '+1 438 555 0163',
};

describe('artist rows', () => {
  it('gives the create body, text trimmed and empty optional values as null', () => {
    expect(
      validator.artists({
        ...goodArtist,
        cellphone: '',
        city: 'Montréal',
        dateOfBirth: '1999-07-23',
      }),
    ).toEqual({
      ok: true,
      body: {
        stageName: 'Sol y Sombra',
        email: 'valeria@example.com',
        phone: '+1 438 555 0163',
        cellphone: null,
        city: 'Montréal',
        dateOfBirth: '1999-07-23',
      },
    });
  });

  it("refuses a row without a stage name or an e-mail, with the form's messages", () => {
    expect(validator.artists({ stageName: ' ', email: '', phone: '1' })).toEqual({
      ok: false,
      errors: [
        { field: 'stageName', message: 'app.artists.form.validation.stage_name_required' },
        { field: 'email', message: 'app.artists.form.validation.email_required' },
      ],
    });
  });

  it('refuses a malformed e-mail', () => {
    expect(validator.artists({ ...goodArtist, email: 'valeria@example' })).toEqual({
      ok: false,
      errors: [{ field: 'email', message: 'app.artists.form.validation.email_invalid' }],
    });
  });

  it('needs a phone or a cellphone, either will do', () => {
    expect(
      validator.artists({ stageName: 'A', email: 'a@example.com', phone: '', cellphone: '' }),
    ).toEqual({
      ok: false,
      errors: [{ field: 'phone', message: 'app.artists.form.validation.phone_required' }],
    });
    expect(
      validator.artists({ stageName: 'A', email: 'a@example.com', cellphone: '555 0100' }).ok,
    ).toBe(true);
  });

  it('refuses a date that is not YYYY-MM-DD or not on the calendar', () => {
    for (const value of ['23/07/1999', '1999-02-30', '1999-7-3']) {
      expect(validator.artists({ ...goodArtist, dateOfBirth: value })).toEqual({
        ok: false,
        errors: [
          {
            field: 'dateOfBirth',
            message: 'app.catalogue_import.validation.date_invalid',
            args: { value },
          },
        ],
      });
    }
  });

  it('takes genres by name in any of the three languages, or by slug', () => {
    const result = validator.artists({ ...goodArtist, genres: 'Pop indé; hip hop' });
    expect(result).toMatchObject({ ok: true, body: { genreIds: [3, 11] } });
    expect(
      validator.artists({ ...goodArtist, genres: 'Pop independiente, indie-pop' }),
    ).toMatchObject({
      ok: true,
      body: { genreIds: [3] },
    });
  });

  it('refuses an unknown genre by name', () => {
    expect(validator.artists({ ...goodArtist, genres: 'Indie Pop, Polka' })).toEqual({
      ok: false,
      errors: [
        {
          field: 'genres',
          message: 'app.catalogue_import.validation.unknown_genre',
          args: { value: 'Polka' },
        },
      ],
    });
  });

  it('takes singing languages by English, French or Spanish name or by code', () => {
    expect(
      validator.artists({ ...goodArtist, singingLanguages: 'Espagnol | français | English' }),
    ).toMatchObject({
      ok: true,
      body: { singingLanguageIds: [3, 2, 1] },
    });
    expect(validator.artists({ ...goodArtist, singingLanguages: 'inglés, es' })).toMatchObject({
      ok: true,
      body: { singingLanguageIds: [1, 3] },
    });
  });

  it('refuses an unknown singing language', () => {
    expect(validator.artists({ ...goodArtist, singingLanguages: 'Klingon' })).toEqual({
      ok: false,
      errors: [
        {
          field: 'singingLanguages',
          message: 'app.catalogue_import.validation.unknown_language',
          args: { value: 'Klingon' },
        },
      ],
    });
  });

  it('reads gender, statuses and verified from their values or their labels', () => {
    expect(
      validator.artists({
        ...goodArtist,
        gender: 'No binario',
        status: 'Suspendu',
        publicStatus: 'Emerging artist',
        isVerified: 'oui',
      }),
    ).toMatchObject({
      ok: true,
      body: {
        gender: 'non-binary',
        status: 'suspended',
        publicStatus: 'emerging_artist',
        isVerified: true,
      },
    });
  });

  it('refuses a status or a yes/no it does not know', () => {
    expect(validator.artists({ ...goodArtist, status: 'retired', isVerified: 'maybe' })).toEqual({
      ok: false,
      errors: [
        {
          field: 'status',
          message: 'app.catalogue_import.validation.unknown_value',
          args: { value: 'retired' },
        },
        {
          field: 'isVerified',
          message: 'app.catalogue_import.validation.not_yes_no',
          args: { value: 'maybe' },
        },
      ],
    });
  });
});

describe('song rows', () => {
  it('gives the create body with the artist found by stage name or by id', () => {
    expect(
      validator.songs({
        artist: 'sol y sombra',
        title: 'Minuit',
        durationSeconds: '187',
        isExplicit: 'no',
        mood: '',
      }),
    ).toEqual({
      ok: true,
      body: { artistId: 12, title: 'Minuit', durationSeconds: 187, isExplicit: false, mood: null },
    });
    expect(validator.songs({ artist: '14', title: 'Minuit' })).toEqual({
      ok: true,
      body: { artistId: 14, title: 'Minuit' },
    });
  });

  it('refuses an unknown artist, an ambiguous one, and a missing one', () => {
    const artistErrors = (artist: string) => {
      const result = validator.songs({ artist, title: 'Minuit' });
      return result.ok ? [] : result.errors;
    };
    expect(artistErrors('Nobody')).toEqual([
      {
        field: 'artist',
        message: 'app.catalogue_import.validation.artist_unknown',
        args: { value: 'Nobody' },
      },
    ]);
    expect(artistErrors('Luna')).toEqual([
      {
        field: 'artist',
        message: 'app.catalogue_import.validation.artist_ambiguous',
        args: { value: 'Luna' },
      },
    ]);
    expect(artistErrors('')).toEqual([
      { field: 'artist', message: 'app.catalogue_import.validation.required' },
    ]);
  });

  it("refuses a missing title, too long a text and a duration out of range, with the form's messages", () => {
    expect(
      validator.songs({ artist: '12', title: '', tempo: 'x'.repeat(101), durationSeconds: '4000' }),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'tempo', message: 'app.songs.form.validation.too_long', args: { max: 100 } },
        { field: 'title', message: 'app.songs.form.validation.title_required' },
        {
          field: 'durationSeconds',
          message: 'app.songs.form.validation.duration_range',
          args: { min: 1, max: 3600 },
        },
      ],
    });
    expect(validator.songs({ artist: '12', title: 'A', durationSeconds: '3:07' })).toMatchObject({
      ok: false,
      errors: [{ field: 'durationSeconds', message: 'app.songs.form.validation.duration_range' }],
    });
    expect(validator.songs({ artist: '12', title: 'A', durationSeconds: '12.5' })).toEqual({
      ok: false,
      errors: [{ field: 'durationSeconds', message: 'app.songs.form.validation.duration_whole' }],
    });
  });

  it('checks the ISRC, with or without hyphens', () => {
    expect(validator.songs({ artist: '12', title: 'A', isrc: 'CA-LR1-24-00012' }).ok).toBe(true);
    expect(validator.songs({ artist: '12', title: 'A', isrc: 'calr12400012' }).ok).toBe(true);
    expect(validator.songs({ artist: '12', title: 'A', isrc: 'CA-LR1-24-0001' })).toEqual({
      ok: false,
      errors: [
        {
          field: 'isrc',
          message: 'app.catalogue_import.validation.isrc_invalid',
          args: { value: 'CA-LR1-24-0001' },
        },
      ],
    });
  });

  it('refuses an explicit flag that is neither yes nor no', () => {
    expect(validator.songs({ artist: '12', title: 'A', isExplicit: 'sí' })).toMatchObject({
      ok: true,
      body: { isExplicit: true },
    });
    expect(validator.songs({ artist: '12', title: 'A', isExplicit: 'perhaps' })).toMatchObject({
      ok: false,
      errors: [{ field: 'isExplicit', message: 'app.catalogue_import.validation.not_yes_no' }],
    });
  });
});

describe('album rows', () => {
  it('gives the create body, album type and status by value or label in any language', () => {
    expect(
      validateRow(
        'albums',
        {
          artist: 'Sol y Sombra',
          title: 'Lumières de la ville',
          albumType: 'ep',
          upc: '062345678900',
          releaseDate: '2024-10-18',
          status: 'Brouillon',
        },
        sources,
      ),
    ).toEqual({
      ok: true,
      body: {
        artistId: 12,
        title: 'Lumières de la ville',
        albumType: 'ep',
        upc: '062345678900',
        releaseDate: '2024-10-18',
        status: 'draft',
      },
    });
    expect(
      validator.albums({ artist: '12', title: 'A', albumType: 'LP', status: 'Publicado' }),
    ).toMatchObject({
      ok: true,
      body: { albumType: 'lp', status: 'published' },
    });
  });

  it('checks the UPC-A and EAN-13 check digit, the digits and the length', () => {
    const upcErrors = (upc: string) => {
      const result = validator.albums({ artist: '12', title: 'A', upc });
      return result.ok ? [] : result.errors;
    };
    expect(upcErrors('4006381333931')).toEqual([]);
    expect(upcErrors('062345678902')).toEqual([
      { field: 'upc', message: 'app.albums.validation.upc_check_digit' },
    ]);
    expect(upcErrors('4006381333932')).toEqual([
      { field: 'upc', message: 'app.albums.validation.upc_check_digit' },
    ]);
    expect(upcErrors('0623-4567')).toEqual([
      { field: 'upc', message: 'app.albums.validation.upc_digits' },
    ]);
    expect(upcErrors('1'.repeat(21))).toEqual([
      { field: 'upc', message: 'app.albums.validation.too_long', args: { max: 20 } },
    ]);
  });

  it('refuses a missing title, an unknown album type and a bad release date', () => {
    expect(
      validator.albums({
        artist: '12',
        title: '',
        albumType: 'Mixtape',
        releaseDate: '2024-13-01',
      }),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'title', message: 'app.albums.validation.title_required' },
        {
          field: 'releaseDate',
          message: 'app.catalogue_import.validation.date_invalid',
          args: { value: '2024-13-01' },
        },
        {
          field: 'albumType',
          message: 'app.catalogue_import.validation.unknown_album_type',
          args: { value: 'Mixtape' },
        },
      ],
    });
  });

  it('offers only the album types the server lists', () => {
    const singlesOnly = rowValidator({
      ...sources,
      albumTypes: [{ value: 'single', label: 'Single' }],
    });
    expect(singlesOnly.albums({ artist: '12', title: 'A', albumType: 'Sencillo' })).toMatchObject({
      ok: true,
      body: { albumType: 'single' },
    });
    expect(singlesOnly.albums({ artist: '12', title: 'A', albumType: 'LP' })).toMatchObject({
      ok: false,
    });
  });
});
