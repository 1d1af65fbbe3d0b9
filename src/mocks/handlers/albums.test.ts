import { beforeEach, describe, expect, it } from 'vitest';
import { call, signIn } from '@tests/helpers/apiSession';
import type { Album, AlbumTypeOption, ErrorResponse } from '../../api/types';
import { db } from '../db/database';

let token = '';
beforeEach(async () => {
  token = (await signIn()).accessToken;
});

const inAlbum = (songId: number) => db().albums.some((a) => a.song_ids.includes(songId));

/** An artist with at least `count` songs outside any album, and those songs' ids. */
function freeSongs(count: number): { artistId: number; songIds: number[] } {
  for (const artist of db().artists) {
    const ids = db()
      .songs.filter((s) => s.artist_id === artist.id && !inAlbum(s.id))
      .map((s) => s.id);
    if (ids.length >= count) return { artistId: artist.id, songIds: ids.slice(0, count) };
  }
  throw new Error('no artist with enough free songs');
}

describe('demo API: albums', () => {
  it('lists album types', async () => {
    const res = await call<{ data: AlbumTypeOption[] }>('GET', '/albums/types', { token });
    expect(res.body.data).toEqual([
      { value: 'single', label: 'Single' },
      { value: 'ep', label: 'EP' },
      { value: 'lp', label: 'LP' },
    ]);
  });

  it('lists with total independent of limit, and ordered tracks', async () => {
    const res = await call<{ data: Album[]; total: number }>('GET', '/albums?limit=3', { token });
    expect(res.body.data).toHaveLength(3);
    expect(res.body.total).toBe(db().albums.length);
    const album = res.body.data[0];
    const row = db().albums.find((a) => a.id === album.id);
    expect(album.songs.map((t) => t.song_id)).toEqual(row?.song_ids);
    expect(album.songs[0]).toEqual({
      song_id: row?.song_ids[0],
      song_title: db().songs.find((s) => s.id === row?.song_ids[0])?.title,
      duration_seconds: db().songs.find((s) => s.id === row?.song_ids[0])?.duration_seconds,
    });
  });

  it('creates with the songs in the order given, as a draft single by default', async () => {
    const { artistId, songIds } = freeSongs(3);
    const order = [songIds[2], songIds[0], songIds[1]];
    const res = await call<{ data: Album; message: string }>('POST', '/albums', {
      token,
      body: { artistId, title: 'Nouvelles Lumières', songIds: order, upc: '062345678906' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Album created successfully');
    expect(res.body.data.songs.map((t) => t.song_id)).toEqual(order);
    expect(res.body.data).toMatchObject({
      album_type: 'single',
      status: 'draft',
      upc: '062345678906',
    });
  });

  it('refuses songs of another artist or of another album, and a foreign cover', async () => {
    const { artistId } = freeSongs(1);
    const foreign = db().songs.find((s) => s.artist_id !== artistId);
    const other = await call<ErrorResponse>('POST', '/albums', {
      token,
      body: { artistId, title: 'X', songIds: [foreign?.id] },
    });
    expect(other.status).toBe(400);
    expect(other.body.errors?.map((e) => e.field)).toEqual(['songIds']);
    const taken = db().albums[0];
    const twice = await call<ErrorResponse>('POST', '/albums', {
      token,
      body: { artistId: taken.artist_id, title: 'X', songIds: [taken.song_ids[0]] },
    });
    expect(twice.body.errors?.map((e) => e.field)).toEqual(['songIds']);
    const cover = db().mediaFiles.find((m) => m.file_type === 'photo' && m.artist_id !== artistId);
    const badCover = await call<ErrorResponse>('POST', '/albums', {
      token,
      body: { artistId, title: 'X', coverImageId: cover?.id },
    });
    expect(badCover.body.errors?.map((e) => e.field)).toEqual(['coverImageId']);
  });

  it('requires a title and checks UPC and description limits', async () => {
    const res = await call<ErrorResponse>('POST', '/albums', {
      token,
      body: { artistId: 1, upc: '12-34', description: 'd'.repeat(1001), albumType: 'box' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'title', message: 'Album title is required' },
      { field: 'description', message: 'Description must be at most 1000 characters' },
      { field: 'upc', message: 'UPC must contain digits only' },
      { field: 'albumType', message: 'Album type must be one of: single, ep, lp' },
    ]);
  });

  it('replaces the track list on update and keeps the songs on delete', async () => {
    const album = db().albums.find((a) => a.song_ids.length >= 2);
    const reversed = [...(album?.song_ids ?? [])].reverse();
    const res = await call<{ data: Album }>('PUT', `/albums/${album?.id}`, {
      token,
      body: { songIds: reversed, status: 'archived' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.songs.map((t) => t.song_id)).toEqual(reversed);
    expect(res.body.data.status).toBe('archived');
    const gone = await call<{ data: { id: number } }>('DELETE', `/albums/${album?.id}`, { token });
    expect(gone.body.data).toEqual({ id: album?.id });
    expect(reversed.every((id) => db().songs.some((s) => s.id === id))).toBe(true);
    expect((await call('GET', `/albums/${album?.id}`, { token })).status).toBe(404);
  });
});
