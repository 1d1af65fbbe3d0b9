import { beforeEach, describe, expect, it } from 'vitest';
import type { FacebookInsights, SocialAccount } from '../../api/types';
import { db } from '../db/database';
import { REMOVED_VIDEO_ID, RESTRICTED_VIDEO_ID } from '../promotion/facebook';
import { signedIn, type Caller, type Envelope, type ErrorBody } from './handlers.testkit';

let api: Caller;
beforeEach(async () => {
  api = await signedIn();
});

const connectedArtist = () =>
  db().socialAccounts.find((a) => a.platform === 'facebook' && a.is_connected)!.artist_id;

describe('demo API: social media (Facebook)', () => {
  it('lists one account per platform', async () => {
    const res = await api<Envelope<SocialAccount[]>>('GET', `/social-media/${connectedArtist()}`);
    expect(res.body.data.map((a) => a.platform)).toEqual([
      'facebook',
      'instagram',
      'tiktok',
      'youtube',
    ]);
    expect(res.body.data[0].is_connected).toBe(true);
  });

  // SocialAccount has no field for a pending invitation: after one, the accounts read the same,
  // with the contract's four fields only (the demo keeps its invitation date to itself).
  it('answers the accounts as the contract says, the same after an invitation', async () => {
    const artist = db().artists.find(
      (a) => !db().socialAccounts.some((s) => s.artist_id === a.id && s.is_connected),
    )!;
    const before = await api<Envelope<SocialAccount[]>>('GET', `/social-media/${artist.id}`);
    for (const account of before.body.data) {
      expect(Object.keys(account).sort()).toEqual([
        'display_name',
        'is_connected',
        'last_sync_at',
        'platform',
      ]);
    }
    const invite = await api('POST', `/social-media/${artist.id}/facebook/send-invitation`);
    expect(invite.status).toBe(200);
    const after = await api<Envelope<SocialAccount[]>>('GET', `/social-media/${artist.id}`);
    expect(after.body.data).toEqual(before.body.data);
    expect(after.body.data[0]).toMatchObject({ platform: 'facebook', is_connected: false });
    expect((await api('GET', '/social-media/999999')).status).toBe(404);
    expect((await api('POST', '/social-media/999999/facebook/send-invitation')).status).toBe(404);
  });

  it('refuses a post mixing photos and a video, publishes a valid one', async () => {
    const artistId = connectedArtist();
    const path = `/social-media/${artistId}/facebook/create-post`;
    const mixed = new FormData();
    mixed.append('message', 'New single out now');
    mixed.append('photos', new File(['p'], 'cover.png', { type: 'image/png' }));
    mixed.append('video', new File(['v'], 'teaser.mp4', { type: 'video/mp4' }));
    const refused = await api<ErrorBody>('POST', path, mixed);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Photos and videos cannot be mixed in one post');

    const noMessage = new FormData();
    noMessage.append('link', 'not-a-url');
    const invalid = await api<ErrorBody>('POST', path, noMessage);
    expect(invalid.body.errors?.map((e) => e.field)).toEqual(['message', 'link']);

    const form = new FormData();
    form.append('message', 'New single out now');
    form.append('link', 'https://links.example.com/artist');
    form.append('photos', new File(['p'], 'cover.png', { type: 'image/png' }));
    const created = await api<Envelope<{ post_id: string }>>('POST', path, form);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Post published to Facebook');
    const insights = await api<Envelope<FacebookInsights>>(
      'GET',
      `/social-media/${artistId}/facebook/insights`,
    );
    expect(insights.body.data.recentPosts[0]).toMatchObject({
      id: created.body.data.post_id,
      message: 'New single out now',
      attachments: [{ type: 'photo' }],
    });
  });

  it('answers the video fallbacks: 403 restricted, 404 removed', async () => {
    const owner = db().facebookPosts.find((p) =>
      p.attachments.some((a) => a.videoId === RESTRICTED_VIDEO_ID),
    )!;
    const restricted = await api(
      'GET',
      `/social-media/${owner.artist_id}/facebook/video-source/${RESTRICTED_VIDEO_ID}`,
    );
    expect(restricted.status).toBe(403);
    const removed = await api(
      'GET',
      `/social-media/${owner.artist_id}/facebook/video-source/${REMOVED_VIDEO_ID}`,
    );
    expect(removed.status).toBe(404);
    const playable = db()
      .facebookPosts.flatMap((p) =>
        p.attachments.map((a) => ({ artistId: p.artist_id, videoId: a.videoId })),
      )
      .find(
        (a) => a.videoId && a.videoId !== RESTRICTED_VIDEO_ID && a.videoId !== REMOVED_VIDEO_ID,
      )!;
    const ok = await api<Envelope<{ source: string }>>(
      'GET',
      `/social-media/${playable.artistId}/facebook/video-source/${playable.videoId}`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.source).toMatch(/^https?:\/\//);
  });

  it('invites, connects and disconnects; insights need a connection', async () => {
    const artist = db().artists.find(
      (a) => !db().socialAccounts.some((s) => s.artist_id === a.id && s.is_connected),
    )!;
    expect((await api('GET', `/social-media/${artist.id}/facebook/insights`)).status).toBe(400);
    const invite = await api<
      Envelope<{ email: string; invitationUrl: string; artistName: string }>
    >('POST', `/social-media/${artist.id}/facebook/send-invitation`);
    expect(invite.body.data).toMatchObject({ email: artist.email, artistName: artist.stageName });
    expect((await api('GET', `/social-media/${artist.id}/facebook/pages`)).status).toBe(400);
    const pages = await api<Envelope<Array<{ id: string }>>>(
      'GET',
      `/social-media/${artist.id}/facebook/pages?userAccessToken=EAAtoken`,
    );
    const connected = await api<Envelope<SocialAccount>>(
      'POST',
      `/social-media/${artist.id}/facebook/connect`,
      {
        userAccessToken: 'EAAtoken',
        pageId: pages.body.data[1].id,
      },
    );
    expect(connected.body.data).toMatchObject({ platform: 'facebook', is_connected: true });
    expect((await api('POST', `/social-media/${artist.id}/facebook/send-invitation`)).status).toBe(
      400,
    );
    expect((await api('GET', `/social-media/${artist.id}/facebook/insights`)).status).toBe(200);
    const off = await api<Envelope<SocialAccount>>(
      'DELETE',
      `/social-media/${artist.id}/facebook/disconnect`,
    );
    expect(off.body.data.is_connected).toBe(false);
  });
});
