import { beforeEach, describe, expect, it } from 'vitest';
import type { SongRequest, SongRequestApproval } from '../../api/types';
import { db } from '../db/database';
import { signedIn, type Caller, type Envelope, type ErrorBody } from './handlers.testkit';

let api: Caller;
beforeEach(async () => {
  api = await signedIn();
});

describe('demo API: song requests', () => {
  it('lists requests newest first, filtered by status', async () => {
    const all = await api<Envelope<SongRequest[]>>('GET', '/song-requests');
    expect(all.body.data.length).toBeGreaterThanOrEqual(20);
    const dates = all.body.data.map((r) => r.requested_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.body.data.map((r) => r.status))).toEqual(
      new Set(['pending', 'approved', 'rejected']),
    );
    expect(all.body.data.some((r) => typeof r.languages === 'string')).toBe(true);
    expect(all.body.data.some((r) => Array.isArray(r.languages))).toBe(true);
    const pending = await api<Envelope<SongRequest[]>>('GET', '/song-requests?status=pending');
    expect(pending.body.data.every((r) => r.status === 'pending')).toBe(true);
    expect((await api('GET', '/song-requests?status=maybe')).status).toBe(400);
  });

  it('approves a pending request and creates the draft song', async () => {
    const request = db().songRequests.find((r) => r.status === 'pending')!;
    const songsBefore = db().songs.length;
    const res = await api<Envelope<SongRequestApproval>>(
      'POST',
      `/song-requests/${request.id}/approve`,
      { admin_notes: 'Booking studio time.' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.song_request).toMatchObject({
      id: request.id,
      status: 'approved',
      admin_notes: 'Booking studio time.',
    });
    expect(res.body.data.song).toMatchObject({
      artist_id: request.artist_id,
      artist_name: db().artists.find((a) => a.id === request.artist_id)?.stageName,
      title: request.title,
      status: 'draft',
      audio_file_id: request.audio_file_id,
      mood: request.mood,
    });
    expect(db().songs).toHaveLength(songsBefore + 1);
    const twice = await api<ErrorBody>('POST', `/song-requests/${request.id}/approve`);
    expect(twice.status).toBe(400);
  });

  it('rejects only with a non-blank reason', async () => {
    const request = db().songRequests.find((r) => r.status === 'pending')!;
    const blank = await api<ErrorBody>('POST', `/song-requests/${request.id}/reject`, {
      admin_notes: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([
      { field: 'admin_notes', message: 'Rejection reason is required' },
    ]);
    const res = await api<Envelope<SongRequest>>('POST', `/song-requests/${request.id}/reject`, {
      admin_notes: 'Too close to the last single.',
    });
    expect(res.body.data).toMatchObject({
      status: 'rejected',
      admin_notes: 'Too close to the last single.',
    });
  });

  it('creates a pending request with an unread high-priority notification', async () => {
    const artist = db().artists[0];
    const res = await api<Envelope<SongRequest>>('POST', '/song-requests', {
      artist_id: artist.id,
      title: 'Lakeshore Nights',
      languages: [{ name: 'English' }],
      mood: 'Laid-back',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      artist_name: artist.stageName,
      artist_id: artist.id,
    });
    const notification = db().notifications.at(-1);
    expect(notification).toMatchObject({ type: 'song_request', priority: 'high', is_read: false });
    const one = await api<Envelope<SongRequest>>('GET', `/song-requests/${res.body.data.id}`);
    expect(one.body.data.title).toBe('Lakeshore Nights');
    const mine = await api<Envelope<SongRequest[]>>('GET', `/song-requests/artist/${artist.id}`);
    expect(mine.body.data[0].id).toBe(res.body.data.id);
    const invalid = await api<ErrorBody>('POST', '/song-requests', { artist_id: 99999, title: '' });
    expect(invalid.body.errors?.map((e) => e.field)).toEqual(['artist_id', 'title']);
  });
});
