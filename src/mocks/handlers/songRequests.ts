// Tag song-requests: list, submit, review (approve creates the song, reject needs a reason).
import { http } from 'msw';
import { SONG_REQUEST_STATUSES } from '../../api/songRequestStatuses';
import type { Notification, Song, SongRequest } from '../../api/types';
import { db, nextId } from '../db/database';
import type { Database, SongRequestRow, SongRow } from '../db/schema';
import { api, fail, intParam, jsonBody, notFound, ok } from '../http';
import { isoDateTime } from '../promotion/dates';
import { has, invalid, isNullableString, route } from '../promotion/route';
import { readSongRequest } from './songRequests/input';
import * as clock from '../../lib/clock';

/** artist_name follows the artist's current stage name; the row keeps the one at submission. */
function requestView(database: Database, row: SongRequestRow): SongRequest {
  const artist = database.artists.find((a) => a.id === row.artist_id);
  return { ...row, artist_name: artist?.stageName ?? row.artist_name };
}

const newestFirst = (a: SongRequestRow, b: SongRequestRow) =>
  b.requested_at.localeCompare(a.requested_at) || b.id - a.id;

function findRequest(database: Database, id: string | readonly string[] | undefined) {
  const requestId = intParam(id);
  return database.songRequests.find((r) => r.id === requestId);
}

function notPending(row: SongRequestRow, verb: string) {
  return fail(400, `Only pending song requests can be ${verb} (this one is ${row.status})`, [
    { field: 'status', message: `Song request is ${row.status}, not pending` },
  ]);
}

/** The song an approval creates: a draft for the request's artist, from the request's fields. */
function songFrom(database: Database, row: SongRequestRow, now: string): SongRow {
  const audio = database.mediaFiles.find((m) => m.id === row.audio_file_id);
  return {
    id: nextId('songs'),
    artist_id: row.artist_id,
    title: row.title,
    created_at: now,
    lyrics: row.lyrics,
    description: row.description,
    // Known only when the demo has a duration for the audio file.
    duration_seconds: audio?.duration_seconds ?? null,
    is_explicit: false,
    audio_file_id: audio ? audio.id : null,
    isrc: null,
    release_date: null,
    status: 'draft',
    instruments: row.instruments,
    tempo: row.tempo,
    mood: row.mood,
    genre_tags: row.genre_tags,
    theme: row.theme,
    production_style: row.production_style,
    vocal_style: row.vocal_style,
  };
}

export const songRequestHandlers = [
  http.get(
    api('/song-requests'),
    route(({ request }) => {
      const database = db();
      const status = new URL(request.url).searchParams.get('status');
      if (status && !SONG_REQUEST_STATUSES.some((known) => known === status)) {
        return invalid([
          { field: 'status', message: `status must be one of ${SONG_REQUEST_STATUSES.join(', ')}` },
        ]);
      }
      const rows = database.songRequests
        .filter((r) => !status || r.status === status)
        .sort(newestFirst);
      return ok(rows.map((r) => requestView(database, r)));
    }),
  ),

  // A new request also raises an unread, high-priority song_request notification for the bell.
  http.post(
    api('/song-requests'),
    route(async ({ request }) => {
      const database = db();
      const { input, errors } = readSongRequest(database, await jsonBody(request));
      if (!input) return invalid(errors);
      const artist = database.artists.find((a) => a.id === input.artist_id);
      const audio = database.mediaFiles.find((m) => m.id === input.audio_file_id);
      const now = isoDateTime(clock.now());
      const row: SongRequestRow = {
        ...input,
        id: nextId('songRequests'),
        artist_name: artist?.stageName ?? '',
        requested_at: now,
        status: 'pending',
        audio_filename: audio?.original_filename ?? null,
        admin_notes: null,
      };
      database.songRequests.push(row);
      const notification: Notification = {
        id: nextId('notifications'),
        type: 'song_request',
        priority: 'high',
        title: 'New song request',
        message: `${row.artist_name} submitted “${row.title}” for review.`,
        is_read: false,
        created_at: now,
      };
      database.notifications.push(notification);
      return ok(requestView(database, row), { status: 201, message: 'Song request submitted' });
    }),
  ),

  http.get(
    api('/song-requests/artist/:id'),
    route(({ params }) => {
      const database = db();
      const artistId = intParam(params.id);
      if (!database.artists.some((a) => a.id === artistId)) return notFound('Artist');
      const rows = database.songRequests.filter((r) => r.artist_id === artistId).sort(newestFirst);
      return ok(rows.map((r) => requestView(database, r)));
    }),
  ),

  http.get(
    api('/song-requests/:id'),
    route(({ params }) => {
      const database = db();
      const row = findRequest(database, params.id);
      return row ? ok(requestView(database, row)) : notFound('Song request');
    }),
  ),

  http.post(
    api('/song-requests/:id/approve'),
    route(async ({ params, request }) => {
      const database = db();
      const row = findRequest(database, params.id);
      if (!row) return notFound('Song request');
      const body = await jsonBody(request);
      if (has(body, 'admin_notes') && !isNullableString(body.admin_notes)) {
        return invalid([{ field: 'admin_notes', message: 'Admin notes must be text' }]);
      }
      if (row.status !== 'pending') return notPending(row, 'approved');
      if (!database.artists.some((a) => a.id === row.artist_id)) return notFound('Artist');
      const notes = typeof body.admin_notes === 'string' ? body.admin_notes.trim() : '';
      row.status = 'approved';
      row.admin_notes = notes || null;
      const songRow = songFrom(database, row, isoDateTime(clock.now()));
      database.songs.push(songRow);
      const song: Song = { ...songRow, artist_name: requestView(database, row).artist_name };
      return ok(
        { song_request: requestView(database, row), song },
        { message: 'Song request approved successfully' },
      );
    }),
  ),

  http.post(
    api('/song-requests/:id/reject'),
    route(async ({ params, request }) => {
      const database = db();
      const row = findRequest(database, params.id);
      if (!row) return notFound('Song request');
      const body = await jsonBody(request);
      const reason = typeof body.admin_notes === 'string' ? body.admin_notes.trim() : '';
      if (!reason) {
        return invalid([{ field: 'admin_notes', message: 'Rejection reason is required' }]);
      }
      if (row.status !== 'pending') return notPending(row, 'rejected');
      row.status = 'rejected';
      row.admin_notes = reason;
      return ok(requestView(database, row), { message: 'Song request rejected' });
    }),
  ),
];
