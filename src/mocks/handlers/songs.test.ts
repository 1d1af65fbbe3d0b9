import { beforeEach, describe, expect, it } from 'vitest';
import { call, signIn } from '@tests/helpers/apiSession';
import type { ErrorResponse, Song } from '../../api/types';
import { db } from '../db/database';

interface SongList {
  data: Song[];
  total: number;
}

let token = '';
beforeEach(async () => {
  token = (await signIn()).accessToken;
});

const list = (query: string) => call<SongList>('GET', `/songs${query}`, { token });
const inAlbum = (songId: number) => db().albums.some((a) => a.song_ids.includes(songId));

describe('demo API: GET /songs', () => {
  it('counts every match in total, whatever the limit', async () => {
    const all = db().songs.length;
    const limited = await list('?limit=5');
    expect(limited.status).toBe(200);
    expect(limited.body.data).toHaveLength(5);
    expect(limited.body.total).toBe(all);
    const everything = await list('');
    expect(everything.body.data).toHaveLength(all);
  });

  it('pages with page and limit (extension), newest first by default', async () => {
    const first = await list('?limit=10');
    const second = await list('?limit=5&page=2');
    expect(second.body.data.map((s) => s.id)).toEqual(first.body.data.slice(5).map((s) => s.id));
    const dates = first.body.data.map((s) => Date.parse(s.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('filters by artist, title search and status, with artist_name', async () => {
    const artist = db().artists[0];
    const mine = await list(`?artist_id=${artist.id}`);
    expect(mine.body.total).toBe(db().songs.filter((s) => s.artist_id === artist.id).length);
    expect(mine.body.data.every((s) => s.artist_name === artist.stageName)).toBe(true);
    const title = mine.body.data[0].title;
    const found = await list(`?search=${encodeURIComponent(title.toUpperCase())}`);
    expect(found.body.data.map((s) => s.title)).toContain(title);
    const drafts = await list('?status=draft');
    expect(drafts.body.total).toBe(db().songs.filter((s) => s.status === 'draft').length);
  });

  it('sorts by title ascending', async () => {
    const res = await list('?sortBy=title&sortOrder=asc&limit=20');
    const titles = res.body.data.map((s) => s.title);
    expect(titles).toEqual(
      [...titles].sort((a, b) =>
        a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }),
      ),
    );
  });

  it('answers 400 for a bad limit', async () => {
    expect((await list('?limit=5000')).status).toBe(400);
  });
});

describe('demo API: song create, update, delete', () => {
  it('creates a draft from a camelCase body and answers snake_case', async () => {
    const artist = db().artists[0];
    const audio = db().mediaFiles.find((m) => m.artist_id === artist.id && m.file_type === 'audio');
    const res = await call<{ data: Song; message: string }>('POST', '/songs', {
      token,
      body: {
        artistId: artist.id,
        title: ' Aurore ',
        durationSeconds: 187,
        audioFileId: audio?.id,
        genreTags: 'chanson, indie pop',
        productionStyle: 'Intimate',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Song created successfully');
    expect(res.body.data).toMatchObject({
      artist_id: artist.id,
      artist_name: artist.stageName,
      title: 'Aurore',
      status: 'draft',
      is_explicit: false,
      duration_seconds: 187,
      audio_file_id: audio?.id,
      genre_tags: 'chanson, indie pop',
      production_style: 'Intimate',
      isrc: null,
    });
  });

  it('reports the contract limits as field errors named as sent', async () => {
    const res = await call<ErrorResponse>('POST', '/songs', {
      token,
      body: {
        artistId: db().artists[0].id,
        title: '',
        durationSeconds: 0,
        lyrics: 'x'.repeat(10001),
        tempo: 't'.repeat(101),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'title', message: 'Song title is required' },
      { field: 'lyrics', message: 'Lyrics must be at most 10000 characters' },
      { field: 'tempo', message: 'Tempo must be at most 100 characters' },
      { field: 'durationSeconds', message: 'Duration must be between 1 and 3600 seconds' },
    ]);
  });

  it('refuses an unknown artist and audio that is not the artist’s', async () => {
    const noArtist = await call<ErrorResponse>('POST', '/songs', {
      token,
      body: { artistId: 9999, title: 'X' },
    });
    expect(noArtist.body.errors?.map((e) => e.field)).toEqual(['artistId']);
    const [a, b] = db().artists;
    const foreign = db().mediaFiles.find((m) => m.artist_id === b.id && m.file_type === 'audio');
    const res = await call<ErrorResponse>('POST', '/songs', {
      token,
      body: { artistId: a.id, title: 'X', audioFileId: foreign?.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['audioFileId']);
  });

  it('updates only the fields sent', async () => {
    const song = db().songs[0];
    const res = await call<{ data: Song }>('PUT', `/songs/${song.id}`, {
      token,
      body: { isExplicit: true, mood: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: song.title, is_explicit: true, mood: null });
  });

  it('refuses with 409 to delete a song that is in an album, deletes one that is not', async () => {
    const tracked = db().songs.find((s) => inAlbum(s.id));
    const blocked = await call('DELETE', `/songs/${tracked?.id}`, { token });
    expect(blocked).toEqual({
      status: 409,
      body: { success: false, message: 'Song is part of an album and cannot be deleted' },
    });
    const free = db().songs.find((s) => !inAlbum(s.id));
    const res = await call<{ data: { id: number } }>('DELETE', `/songs/${free?.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: free?.id });
    expect((await call('GET', `/songs/${free?.id}`, { token })).status).toBe(404);
  });
});
