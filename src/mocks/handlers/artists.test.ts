import { beforeEach, describe, expect, it } from 'vitest';
import { call, signIn } from '@tests/helpers/apiSession';
import type { Artist, ErrorResponse, Genre, Pagination, SingingLanguage } from '../../api/types';
import { db } from '../db/database';
import { PHONE_REQUIRED } from './artists/input';

interface ArtistPage {
  data: { artists: Artist[]; pagination: Pagination };
}

let token = '';
beforeEach(async () => {
  token = (await signIn()).accessToken;
});

const list = (query: string) => call<ArtistPage>('GET', `/artists${query}`, { token });

const validArtist = {
  stageName: '  Nova Lys ',
  email: 'nova.lys@example.com',
  cellphone: '+1 514 555 0188',
};

describe('demo API: GET /artists', () => {
  it('pages with the requested size and reports the totals', async () => {
    const total = db().artists.length;
    const res = await list('?page=2&limit=5');
    expect(res.status).toBe(200);
    expect(res.body.data.artists).toHaveLength(5);
    expect(res.body.data.pagination).toEqual({
      page: 2,
      limit: 5,
      totalPages: Math.ceil(total / 5),
      totalItems: total,
    });
  });

  it('defaults to 10 per page, newest first', async () => {
    const res = await list('');
    const dates = res.body.data.artists.map((a) => Date.parse(a.createdAt));
    expect(dates).toHaveLength(10);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(res.body.data.pagination.page).toBe(1);
  });

  it('searches stage name, real name and e-mail without regard to case', async () => {
    const byStage = await list('?search=LUNE%20RIV');
    expect(byStage.body.data.artists.map((a) => a.stageName)).toContain('Lune Rivière');
    const byReal = await list('?search=tremblay');
    expect(byReal.body.data.artists.map((a) => a.realName)).toContain('Camille Tremblay');
    const email = db().artists[1].email;
    const byEmail = await list(`?search=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.body.data.artists.map((a) => a.email)).toEqual([email]);
  });

  it('filters by genre and status', async () => {
    const genreId = db().genres[0].id;
    const byGenre = await list(`?genre=${genreId}&limit=1000`);
    const expected = db().artists.filter((a) => a.genreIds.includes(genreId)).length;
    expect(byGenre.body.data.pagination.totalItems).toBe(expected);
    expect(byGenre.body.data.artists.every((a) => a.genres.some((g) => g.id === genreId))).toBe(
      true,
    );
    const suspended = await list('?status=suspended&limit=1000');
    expect(suspended.body.data.artists.length).toBeGreaterThan(0);
    expect(suspended.body.data.artists.every((a) => a.status === 'suspended')).toBe(true);
  });

  it('sorts by stage name both ways', async () => {
    const asc = await list('?sortBy=stageName&sortOrder=asc&limit=1000');
    const names = asc.body.data.artists.map((a) => a.stageName);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })),
    );
    const desc = await list('?sortBy=stageName&sortOrder=desc&limit=3');
    expect(desc.body.data.artists.map((a) => a.stageName)).toEqual(names.slice(-3).reverse());
  });

  it('answers 400 with field errors for bad query values', async () => {
    const res = await call<ErrorResponse>('GET', '/artists?limit=0&status=gone&sortBy=age', {
      token,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['limit', 'status', 'sortBy']);
  });

  it('builds artists from rows: genres, languages with the other text, profile URL', async () => {
    const withOther = db().artists.find((a) => a.otherLanguageSpecification);
    expect(withOther).toBeDefined();
    const res = await call<{ data: Artist }>('GET', `/artists/${withOther?.id}`, { token });
    const other = res.body.data.singingLanguages.find((l) => l.isOther);
    expect(other?.otherSpecification).toBe(withOther?.otherLanguageSpecification);
    expect(res.body.data.genres[0].translations.map((t) => t.language)).toEqual(['en', 'fr', 'es']);
    expect(res.body.data).not.toHaveProperty('genreIds');
    const pictured = db().artists.find((a) => a.profileImageId !== null);
    const withImage = await call<{ data: Artist }>('GET', `/artists/${pictured?.id}`, { token });
    expect(withImage.body.data.profileImageUrl).toMatch(
      new RegExp(`/api/v1/media/serve/profile/${pictured?.id}$`),
    );
  });

  it('requires a token', async () => {
    expect((await call('GET', '/artists')).status).toBe(401);
  });
});

describe('demo API: artist create, update, delete', () => {
  it('creates with defaults, trimmed text and a 201', async () => {
    const res = await call<{ data: Artist; message: string }>('POST', '/artists', {
      token,
      body: { ...validArtist, genreIds: [1, 2], singingLanguageIds: [2] },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Artist created successfully');
    expect(res.body.data).toMatchObject({
      stageName: 'Nova Lys',
      gender: 'prefer-not-to-say',
      status: 'active',
      isVerified: false,
      phone: null,
      profileImageUrl: null,
    });
    expect(res.body.data.genres.map((g) => g.id)).toEqual([1, 2]);
    expect(res.body.data.memberSince).toBe(res.body.data.createdAt.slice(0, 10));
  });

  it('reports every missing field, with the phone rule on field phone', async () => {
    const res = await call<ErrorResponse>('POST', '/artists', {
      token,
      body: { stageName: ' ', phone: '', cellphone: null },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'stageName', message: 'Stage name is required' },
      { field: 'email', message: 'Email is required' },
      { field: 'phone', message: PHONE_REQUIRED },
    ]);
  });

  it('refuses a malformed or already used e-mail, and unknown genre ids', async () => {
    const malformed = await call<ErrorResponse>('POST', '/artists', {
      token,
      body: { ...validArtist, email: 'nova-at-example.com' },
    });
    expect(malformed.body.errors?.map((e) => e.field)).toEqual(['email']);
    const taken = await call<ErrorResponse>('POST', '/artists', {
      token,
      body: { ...validArtist, email: db().artists[0].email.toUpperCase() },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors?.map((e) => e.field)).toEqual(['email']);
    const genre = await call<ErrorResponse>('POST', '/artists', {
      token,
      body: { ...validArtist, genreIds: [999] },
    });
    expect(genre.body.errors?.map((e) => e.field)).toEqual(['genreIds']);
  });

  it('updates partially without tripping the phone rule', async () => {
    const artist = db().artists[0];
    const before = JSON.parse(JSON.stringify(artist)) as typeof artist;
    for (const body of [
      { status: 'suspended' },
      { isVerified: false },
      { publicStatus: 'established_artist' },
    ]) {
      const res = await call<{ data: Artist; message: string }>('PUT', `/artists/${artist.id}`, {
        token,
        body,
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Artist updated successfully');
    }
    expect(db().artists[0]).toEqual({
      ...before,
      status: 'suspended',
      isVerified: false,
      publicStatus: 'established_artist',
    });
  });

  it('applies the phone rule when both numbers would end up empty', async () => {
    const artist = db().artists[0];
    const cleared = await call<ErrorResponse>('PUT', `/artists/${artist.id}`, {
      token,
      body: { phone: '', cellphone: null },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body).toMatchObject({ message: PHONE_REQUIRED });
    const oneLeft = await call<{ data: Artist }>('PUT', `/artists/${artist.id}`, {
      token,
      body: { phone: null, cellphone: '+1 514 555 0100' },
    });
    expect(oneLeft.status).toBe(200);
    expect(oneLeft.body.data.phone).toBeNull();
  });

  it('replaces bios, one per language and platform', async () => {
    const artist = db().artists[0];
    const res = await call<{ data: Artist }>('PUT', `/artists/${artist.id}`, {
      token,
      body: {
        bios: [
          { language: 'en', platform: 'general', bio: 'First' },
          { language: 'en', platform: 'general', bio: ' Second ' },
          { language: 'fr', platform: 'tiktok', bio: '' },
        ],
      },
    });
    expect(res.body.data.bios).toEqual([{ language: 'en', platform: 'general', bio: 'Second' }]);
  });

  it('deletes an artist with their songs, albums and media', async () => {
    const artist = db().artists[0];
    expect(db().songs.some((s) => s.artist_id === artist.id)).toBe(true);
    const res = await call<{ data: { id: number } }>('DELETE', `/artists/${artist.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: artist.id });
    expect(db().songs.some((s) => s.artist_id === artist.id)).toBe(false);
    expect(db().albums.some((a) => a.artist_id === artist.id)).toBe(false);
    expect(db().mediaFiles.some((m) => m.artist_id === artist.id)).toBe(false);
    const again = await call('GET', `/artists/${artist.id}`, { token });
    expect(again).toEqual({ status: 404, body: { success: false, message: 'Artist not found' } });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['9999', 'abc', '0']) {
      expect(
        (await call('PUT', `/artists/${id}`, { token, body: { status: 'active' } })).status,
      ).toBe(404);
    }
  });
});

describe('demo API: genres and singing languages', () => {
  it('lists genres with translations and languages with an "other" entry', async () => {
    const genres = await call<{ data: Genre[] }>('GET', '/artists/genres', { token });
    expect(genres.body.data.length).toBeGreaterThanOrEqual(15);
    expect(genres.body.data[0].translations).toHaveLength(3);
    const languages = await call<{ data: SingingLanguage[] }>('GET', '/artists/singing-languages', {
      token,
    });
    expect(languages.body.data).toContainEqual(
      expect.objectContaining({ code: 'other', name: 'Other', isOther: true }),
    );
  });
});
