// API v1, tag "albums": singles, EPs and LPs with their ordered tracks.
import { http } from 'msw';
import { ALBUM_TYPE_OPTIONS } from '../../api/albumTypes';
import { CATALOGUE_STATUSES } from '../../api/catalogueStatuses';
import { CATALOGUE_SORT_FIELDS } from '../../api/sortFields';
import { db, nextId } from '../db/database';
import type { AlbumRow } from '../db/schema';
import { api, deleted, intParam, jsonBody, notFound, nowIso, ok } from '../http';
import { readAlbumInput } from './albums/input';
import { toAlbum } from './albums/view';
import { Query, SORT_ORDERS, compareBy, matches, pageOf, time } from './common/query';
import { invalid, secure } from './common/route';

export const albumHandlers = [
  http.get(
    api('/albums/types'),
    secure(() => ok(ALBUM_TYPE_OPTIONS)),
  ),

  http.get(
    api('/albums'),
    secure(({ request }) => {
      const q = new Query(new URL(request.url));
      const artistId = q.int('artist_id', 1);
      const limit = q.int('limit', 1, 1000);
      const page = q.int('page', 1);
      const sortBy = q.oneOf('sortBy', CATALOGUE_SORT_FIELDS) ?? 'created_at';
      const sortOrder = q.oneOf('sortOrder', SORT_ORDERS) ?? 'desc';
      const search = q.text('search');
      const status = q.oneOf('status', CATALOGUE_STATUSES);
      if (q.errors.length) return invalid(q.errors);

      const key = (a: AlbumRow) => (sortBy === 'title' ? a.title : time(a[sortBy]));
      const database = db();
      const found = database.albums
        .filter((a) => artistId === undefined || a.artist_id === artistId)
        .filter((a) => !search || matches(search, a.title))
        .filter((a) => !status || a.status === status)
        .sort((a, b) => compareBy(key(a), key(b), sortOrder) || compareBy(a.id, b.id, sortOrder));
      return ok(
        pageOf(found, page, limit).map((a) => toAlbum(a, database)),
        { extra: { total: found.length } },
      );
    }),
  ),

  http.post(
    api('/albums'),
    secure(async ({ request }) => {
      const database = db();
      const { patch, errors } = readAlbumInput(await jsonBody(request), database);
      if (errors.length) return invalid(errors);
      const row: AlbumRow = {
        id: nextId('albums'),
        artist_id: 0,
        title: '',
        created_at: nowIso(),
        album_type: 'single',
        upc: null,
        release_date: null,
        status: 'draft',
        description: null,
        cover_image_id: null,
        song_ids: [],
        ...patch,
      };
      database.albums.push(row);
      return ok(toAlbum(row, database), { status: 201, message: 'Album created successfully' });
    }),
  ),

  http.get(
    api('/albums/:id'),
    secure<{ id: string }>(({ params }) => {
      const database = db();
      const row = database.albums.find((a) => a.id === intParam(params.id));
      return row ? ok(toAlbum(row, database)) : notFound('Album');
    }),
  ),

  http.put(
    api('/albums/:id'),
    secure<{ id: string }>(async ({ params, request }) => {
      const database = db();
      const row = database.albums.find((a) => a.id === intParam(params.id));
      if (!row) return notFound('Album');
      const { patch, errors } = readAlbumInput(await jsonBody(request), database, row);
      if (errors.length) return invalid(errors);
      Object.assign(row, patch);
      return ok(toAlbum(row, database), { message: 'Album updated successfully' });
    }),
  ),

  http.delete(
    api('/albums/:id'),
    secure<{ id: string }>(({ params }) => {
      const database = db();
      const row = database.albums.find((a) => a.id === intParam(params.id));
      if (!row) return notFound('Album');
      database.albums = database.albums.filter((a) => a.id !== row.id);
      return deleted(row.id, 'Album deleted successfully');
    }),
  ),
];
