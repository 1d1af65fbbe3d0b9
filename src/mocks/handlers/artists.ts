// API v1, tag "artists": the roster with its genres and singing languages.
import { http } from 'msw';
import { ARTIST_STATUSES } from '../../api/artistVocabulary';
import { ARTIST_SORT_FIELDS } from '../../api/sortFields';
import type { ArtistStatus } from '../../api/types';
import { db, nextId } from '../db/database';
import type { ArtistRow } from '../db/schema';
import { api, deleted, intParam, jsonBody, notFound, nowIso, ok } from '../http';
import { removeArtistData } from './artists/cascade';
import { normaliseOtherLanguage, readArtistInput } from './artists/input';
import { toArtist } from './artists/view';
import { Query, SORT_ORDERS, compareBy, matches, time } from './common/query';
import { invalid, secure } from './common/route';

export const artistHandlers = [
  http.get(
    api('/artists/genres'),
    secure(() => ok(db().genres)),
  ),

  http.get(
    api('/artists/singing-languages'),
    secure(() => ok(db().singingLanguages)),
  ),

  http.get(
    api('/artists'),
    secure(({ request }) => {
      const q = new Query(new URL(request.url));
      const page = q.int('page', 1) ?? 1;
      const limit = q.int('limit', 1, 1000) ?? 10;
      const search = q.text('search');
      const genre = q.int('genre', 1);
      const status: ArtistStatus | undefined = q.oneOf('status', ARTIST_STATUSES);
      const sortBy = q.oneOf('sortBy', ARTIST_SORT_FIELDS) ?? 'createdAt';
      const sortOrder = q.oneOf('sortOrder', SORT_ORDERS) ?? 'desc';
      if (q.errors.length) return invalid(q.errors);

      const key = (a: ArtistRow) => (sortBy === 'createdAt' ? time(a.createdAt) : a[sortBy]);
      const database = db();
      const found = database.artists
        .filter((a) => !search || matches(search, a.stageName, a.realName, a.email))
        .filter((a) => genre === undefined || a.genreIds.includes(genre))
        .filter((a) => !status || a.status === status)
        .sort((a, b) => compareBy(key(a), key(b), sortOrder) || compareBy(a.id, b.id, sortOrder));
      const start = (page - 1) * limit;
      return ok({
        artists: found.slice(start, start + limit).map((a) => toArtist(a, database)),
        pagination: {
          page,
          limit,
          totalPages: Math.ceil(found.length / limit),
          totalItems: found.length,
        },
      });
    }),
  ),

  http.post(
    api('/artists'),
    secure(async ({ request }) => {
      const database = db();
      const { patch, errors } = readArtistInput(await jsonBody(request), database);
      if (errors.length) return invalid(errors);
      const now = nowIso();
      const row: ArtistRow = {
        id: nextId('artists'),
        stageName: '',
        realName: null,
        firstName: null,
        lastName: null,
        gender: 'prefer-not-to-say',
        email: '',
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
        genreIds: [],
        singingLanguageIds: [],
        otherLanguageSpecification: null,
        bios: [],
        profileImageId: null,
        linkSlug: null,
        createdAt: now,
        memberSince: now.slice(0, 10),
        ...patch,
      };
      normaliseOtherLanguage(row, database);
      database.artists.push(row);
      return ok(toArtist(row, database), { status: 201, message: 'Artist created successfully' });
    }),
  ),

  http.get(
    api('/artists/:id'),
    secure<{ id: string }>(({ params }) => {
      const database = db();
      const row = database.artists.find((a) => a.id === intParam(params.id));
      return row ? ok(toArtist(row, database)) : notFound('Artist');
    }),
  ),

  http.put(
    api('/artists/:id'),
    secure<{ id: string }>(async ({ params, request }) => {
      const database = db();
      const row = database.artists.find((a) => a.id === intParam(params.id));
      if (!row) return notFound('Artist');
      const { patch, errors } = readArtistInput(await jsonBody(request), database, row);
      if (errors.length) return invalid(errors);
      Object.assign(row, patch);
      normaliseOtherLanguage(row, database);
      return ok(toArtist(row, database), { message: 'Artist updated successfully' });
    }),
  ),

  http.delete(
    api('/artists/:id'),
    secure<{ id: string }>(async ({ params }) => {
      const database = db();
      const row = database.artists.find((a) => a.id === intParam(params.id));
      if (!row) return notFound('Artist');
      await removeArtistData(database, row.id);
      return deleted(row.id, `Artist "${row.stageName}" deleted successfully`);
    }),
  ),
];
