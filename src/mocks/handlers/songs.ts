// API v1, tag "songs": the catalogue's songs (responses snake_case, bodies camelCase).
import { http } from 'msw';
import { CATALOGUE_STATUSES } from '../../api/catalogueStatuses';
import { CATALOGUE_SORT_FIELDS } from '../../api/sortFields';
import { db, nextId } from '../db/database';
import type { SongRow } from '../db/schema';
import { api, deleted, fail, intParam, jsonBody, notFound, nowIso, ok } from '../http';
import { Query, SORT_ORDERS, compareBy, matches, pageOf, time } from './common/query';
import { invalid, secure } from './common/route';
import { readSongInput } from './songs/input';
import { albumOfSong, toSong } from './songs/view';

export const songHandlers = [
  http.get(
    api('/songs'),
    secure(({ request }) => {
      const q = new Query(new URL(request.url));
      const limit = q.int('limit', 1, 1000);
      const page = q.int('page', 1);
      const sortBy = q.oneOf('sortBy', CATALOGUE_SORT_FIELDS) ?? 'created_at';
      const sortOrder = q.oneOf('sortOrder', SORT_ORDERS) ?? 'desc';
      const artistId = q.int('artist_id', 1);
      const search = q.text('search');
      const status = q.oneOf('status', CATALOGUE_STATUSES);
      if (q.errors.length) return invalid(q.errors);

      const key = (s: SongRow) => (sortBy === 'title' ? s.title : time(s[sortBy]));
      const database = db();
      const found = database.songs
        .filter((s) => artistId === undefined || s.artist_id === artistId)
        .filter((s) => !search || matches(search, s.title))
        .filter((s) => !status || s.status === status)
        .sort((a, b) => compareBy(key(a), key(b), sortOrder) || compareBy(a.id, b.id, sortOrder));
      return ok(
        pageOf(found, page, limit).map((s) => toSong(s, database)),
        { extra: { total: found.length } },
      );
    }),
  ),

  http.post(
    api('/songs'),
    secure(async ({ request }) => {
      const database = db();
      const { patch, errors } = readSongInput(await jsonBody(request), database);
      if (errors.length) return invalid(errors);
      const row: SongRow = {
        id: nextId('songs'),
        artist_id: 0,
        title: '',
        created_at: nowIso(),
        lyrics: null,
        description: null,
        duration_seconds: null,
        is_explicit: false,
        audio_file_id: null,
        isrc: null,
        release_date: null,
        status: 'draft',
        instruments: null,
        tempo: null,
        mood: null,
        genre_tags: null,
        theme: null,
        production_style: null,
        vocal_style: null,
        ...patch,
      };
      database.songs.push(row);
      return ok(toSong(row, database), { status: 201, message: 'Song created successfully' });
    }),
  ),

  http.get(
    api('/songs/:id'),
    secure<{ id: string }>(({ params }) => {
      const database = db();
      const row = database.songs.find((s) => s.id === intParam(params.id));
      return row ? ok(toSong(row, database)) : notFound('Song');
    }),
  ),

  http.put(
    api('/songs/:id'),
    secure<{ id: string }>(async ({ params, request }) => {
      const database = db();
      const row = database.songs.find((s) => s.id === intParam(params.id));
      if (!row) return notFound('Song');
      const { patch, errors } = readSongInput(await jsonBody(request), database, row);
      if (errors.length) return invalid(errors);
      Object.assign(row, patch);
      return ok(toSong(row, database), { message: 'Song updated successfully' });
    }),
  ),

  http.delete(
    api('/songs/:id'),
    secure<{ id: string }>(({ params }) => {
      const database = db();
      const row = database.songs.find((s) => s.id === intParam(params.id));
      if (!row) return notFound('Song');
      if (albumOfSong(database, row.id)) {
        return fail(409, 'Song is part of an album and cannot be deleted');
      }
      database.songs = database.songs.filter((s) => s.id !== row.id);
      return deleted(row.id, 'Song deleted successfully');
    }),
  ),
];
