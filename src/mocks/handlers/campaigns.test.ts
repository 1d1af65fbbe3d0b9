import { beforeEach, describe, expect, it } from 'vitest';
import type { Campaign, CampaignPost, ChecklistItem, Material } from '../../api/types';
import { db } from '../db/database';
import { signedIn, type Caller, type Envelope, type ErrorBody } from './handlers.testkit';

let api: Caller;
beforeEach(async () => {
  api = await signedIn();
});

const POST_STATUSES = [
  'generated',
  'needs_review',
  'rejected_by_artist',
  'pending_admin_review',
  'artist_approved',
  'approved',
  'scheduled',
  'published',
];

/** An artist with an album, and an album of another artist. */
function albumPair() {
  const [album, other] = [...db().albums].sort((a, b) => a.id - b.id);
  const foreign = db().albums.find((a) => a.artist_id !== album.artist_id) ?? other;
  return { artistId: album.artist_id, albumId: album.id, foreignAlbumId: foreign.id };
}

function newCampaign(overrides: Record<string, unknown> = {}) {
  const { artistId, albumId } = albumPair();
  return {
    name: 'Test launch',
    description: 'Seven weeks',
    artist_id: artistId,
    album_id: albumId,
    launch_date: '2030-06-14',
    total_budget: 2500,
    languages: ['fr-ca', 'en'],
    production_description_language: 'en',
    artist_materials_language: 'fr-ca',
    has_music_video: true,
    has_lyrics_video: false,
    include_live_posts: true,
    target_platforms: ['facebook', 'instagram', 'tiktok', 'youtube'],
    ...overrides,
  };
}

describe('demo API: campaigns', () => {
  it('lists campaigns newest first with joined names and live counters', async () => {
    const res = await api<Envelope<{ campaigns: Campaign[] }>>('GET', '/campaigns');
    expect(res.status).toBe(200);
    const { campaigns } = res.body.data;
    expect(campaigns.length).toBeGreaterThanOrEqual(3);
    for (const campaign of campaigns) {
      const posts = db().posts.filter((p) => p.campaign_id === campaign.id);
      const count = (status: string) => posts.filter((p) => p.status === status).length;
      expect(campaign).toMatchObject({
        artist_name: db().artists.find((a) => a.id === campaign.artist_id)?.stageName,
        album_title: db().albums.find((a) => a.id === campaign.album_id)?.title,
        currency: 'CAD',
        total_posts: posts.length,
        published_posts: count('published'),
        scheduled_posts: count('scheduled'),
        needs_review_count: count('needs_review'),
        rejected_count: count('rejected_by_artist'),
        pending_admin_review_count: count('pending_admin_review'),
        artist_approved_count: count('artist_approved'),
      });
      expect(campaign).not.toHaveProperty('created_at');
    }
    const created = campaigns.map((c) => db().campaigns.find((r) => r.id === c.id)!.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('seeds at least three 78-post campaigns whose posts cover every status', async () => {
    const full = db().campaigns.filter(
      (c) => db().posts.filter((p) => p.campaign_id === c.id).length === 78,
    );
    expect(full.length).toBeGreaterThanOrEqual(3);
    const posts = db().posts;
    expect(new Set(posts.map((p) => p.status))).toEqual(new Set(POST_STATUSES));
    expect(posts.some((p) => p.caption === null && p.status === 'generated')).toBe(true);
    expect(
      posts.filter((p) => p.status === 'rejected_by_artist').every((p) => p.rejection_reason),
    ).toBe(true);
    expect(posts.some((p) => typeof p.generation_metadata === 'string')).toBe(true);
    expect(new Set(db().campaigns.map((c) => c.status)).size).toBeGreaterThanOrEqual(3);
  });

  it('filters by artist_id and status (extensions) and refuses a bad status', async () => {
    const campaign = db().campaigns[0];
    const byArtist = await api<Envelope<{ campaigns: Campaign[] }>>(
      'GET',
      `/campaigns?artist_id=${campaign.artist_id}&status=${campaign.status}`,
    );
    expect(byArtist.body.data.campaigns.map((c) => c.id)).toContain(campaign.id);
    expect(
      byArtist.body.data.campaigns.every(
        (c) => c.artist_id === campaign.artist_id && c.status === campaign.status,
      ),
    ).toBe(true);
    const bad = await api<ErrorBody>('GET', '/campaigns?status=finished');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0].field).toBe('status');
  });

  it('refuses budgets below the configured minimum and above 50000', async () => {
    const low = await api<ErrorBody>('POST', '/campaigns', newCampaign({ total_budget: 99 }));
    expect(low.status).toBe(400);
    expect(low.body.errors).toEqual([
      { field: 'total_budget', message: 'Budget must be at least 100 CAD' },
    ]);
    const high = await api<ErrorBody>('POST', '/campaigns', newCampaign({ total_budget: 50001 }));
    expect(high.status).toBe(400);
    expect(high.body.errors?.[0].field).toBe('total_budget');
    await api('PUT', '/settings', { campaignSettings: { min_budget_per_campaign: 500 } });
    const belowNewMin = await api<ErrorBody>(
      'POST',
      '/campaigns',
      newCampaign({ total_budget: 400 }),
    );
    expect(belowNewMin.body.errors?.[0].message).toBe('Budget must be at least 500 CAD');
  });

  it('refuses a missing name, an album of another artist, a bad date and no language', async () => {
    const { foreignAlbumId } = albumPair();
    const res = await api<ErrorBody>(
      'POST',
      '/campaigns',
      newCampaign({
        name: ' ',
        album_id: foreignAlbumId,
        launch_date: '2030-02-30',
        languages: [],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field).sort()).toEqual([
      'album_id',
      'languages',
      'launch_date',
      'name',
    ]);
  });

  it('creates a draft campaign (201) with its 78 posts waiting for generation', async () => {
    const res = await api<Envelope<Campaign>>('POST', '/campaigns', newCampaign());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Test launch',
      status: 'draft',
      currency: 'CAD',
      total_posts: 78,
      languages: ['fr-ca', 'en'],
    });
    const posts = db().posts.filter((p) => p.campaign_id === res.body.data.id);
    expect(posts.every((p) => p.caption === null && p.status === 'generated')).toBe(true);
    const paid = posts.filter((p) => p.is_paid_promotion);
    const total = paid.reduce((sum, p) => sum + p.allocated_budget, 0);
    expect(Math.round(total)).toBe(2500);
    expect(posts.filter((p) => !p.is_paid_promotion).every((p) => p.allocated_budget === 0)).toBe(
      true,
    );
    expect(new Set(posts.map((p) => p.language))).toEqual(new Set(['fr-ca', 'en']));
  });

  it('updates part of a campaign and deletes it with its posts and materials', async () => {
    const campaign = db().campaigns.find((c) =>
      db().materials.some((m) => m.campaign_id === c.id),
    )!;
    const put = await api<Envelope<Campaign>>('PUT', `/campaigns/${campaign.id}`, {
      status: 'paused',
      total_budget: 3000,
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      status: 'paused',
      total_budget: 3000,
      name: campaign.name,
    });
    const del = await api<Envelope<{ id: number }>>('DELETE', `/campaigns/${campaign.id}`);
    expect(del.body.data).toEqual({ id: campaign.id });
    expect(db().posts.some((p) => p.campaign_id === campaign.id)).toBe(false);
    expect(db().materials.some((m) => m.campaign_id === campaign.id)).toBe(false);
    expect((await api('GET', `/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await api('GET', '/campaigns/abc')).status).toBe(404);
  });

  it('generates the materials checklist from enabled TODO items, ordered by due date', async () => {
    const campaign = db().campaigns.find(
      (c) =>
        c.status === 'active' &&
        db().posts.some((p) => p.campaign_id === c.id && p.status === 'needs_review'),
    )!;
    const bad = await api<ErrorBody>(
      'POST',
      `/campaigns/${campaign.id}/generate-materials-checklist`,
      {
        buffer_days: 61,
      },
    );
    expect(bad.status).toBe(400);
    const res = await api<Envelope<ChecklistItem[]>>(
      'POST',
      `/campaigns/${campaign.id}/generate-materials-checklist`,
      { buffer_days: 3 },
    );
    expect(res.status).toBe(200);
    const items = res.body.data;
    expect(items.length).toBeGreaterThan(0);
    const dates = items.map((i) => i.due_date ?? '');
    expect(dates).toEqual([...dates].sort());
    const pending = items.find((i) => i.status === 'pending')!;
    const post = db().posts.find((p) => p.id === pending.post_id)!;
    const due = new Date(Date.parse(`${post.scheduled_date}T00:00:00Z`) - 3 * 86_400_000);
    expect(pending.due_date).toBe(due.toISOString().slice(0, 10));
    const listed = await api<Envelope<ChecklistItem[]>>(
      'GET',
      `/campaigns/${campaign.id}/materials-checklist`,
    );
    expect(listed.body.data).toEqual(items);
    const put = await api<Envelope<ChecklistItem>>(
      'PUT',
      `/campaigns/${campaign.id}/materials-checklist/${pending.id}`,
      { required_specs: 'WAV, 48 kHz', due_date: '2030-01-01' },
    );
    expect(put.body.data).toMatchObject({ id: pending.id, required_specs: 'WAV, 48 kHz' });
  });

  it('approves or rejects a material only when it is submitted', async () => {
    const submitted = db().materials.find((m) => m.status === 'submitted')!;
    const pending = db().materials.find((m) => m.status === 'pending')!;
    const list = await api<Envelope<Material[]>>(
      'GET',
      `/campaigns/${submitted.campaign_id}/posts/${submitted.post_id}/materials`,
    );
    expect(list.body.data.find((m) => m.id === submitted.id)).toMatchObject({
      status: 'submitted',
      media_file: {
        id: submitted.media_file!.id,
        url: expect.stringMatching(/\/media\/serve\/\d+$/),
      },
    });
    const refused = await api<ErrorBody>(
      'POST',
      `/campaigns/${pending.campaign_id}/materials/${pending.id}/approve`,
    );
    expect(refused.status).toBe(400);
    const approved = await api<Envelope<Material>>(
      'POST',
      `/campaigns/${submitted.campaign_id}/materials/${submitted.id}/approve`,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    const again = await api(
      'POST',
      `/campaigns/${submitted.campaign_id}/materials/${submitted.id}/reject`,
    );
    expect(again.status).toBe(400);
  });
});

describe('demo API: Build Post', () => {
  function approvedPost(platform: string) {
    const post = db().posts.find((p) => p.status === 'approved' && p.platform === platform)!;
    const campaign = db().campaigns.find((c) => c.id === post.campaign_id)!;
    const photo = db().mediaFiles.find(
      (m) => m.artist_id === campaign.artist_id && m.file_type === 'photo',
    )!;
    const video = db().mediaFiles.find(
      (m) => m.artist_id === campaign.artist_id && m.file_type === 'video',
    )!;
    return { post, campaign, photo, video };
  }

  it('refuses a caption over the platform limit, then schedules the post', async () => {
    const { post, campaign, photo, video } = approvedPost('instagram');
    const media = ['reel', 'short'].includes(post.content_format) ? video : photo;
    const path = `/campaigns/${campaign.id}/posts/${post.id}/build`;
    const long = await api<ErrorBody>('POST', path, {
      media_file_id: media.id,
      caption: 'a'.repeat(2201),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(
      'Caption exceeds maximum length of 2200 characters for instagram',
    );
    const empty = await api<ErrorBody>('POST', path, { media_file_id: media.id, caption: '  ' });
    expect(empty.body.errors).toEqual([{ field: 'caption', message: 'Caption is required' }]);
    const built = await api<Envelope<CampaignPost>>('POST', path, {
      media_file_id: media.id,
      caption: 'Out now everywhere',
    });
    expect(built.status).toBe(200);
    expect(built.body.data).toMatchObject({
      id: post.id,
      status: 'scheduled',
      caption: 'Out now everywhere',
    });
    expect(built.body.message).toBe('Post built and scheduled successfully');
  });

  it('checks the final media type against the platform and format', async () => {
    const post = db().posts.find((p) => p.platform === 'tiktok')!;
    const path = `/campaigns/${post.campaign_id}/posts/${post.id}/upload-final-media`;
    const form = (file: File, target = post) => {
      const data = new FormData();
      data.append('file', file);
      data.append('post_id', String(target.id));
      data.append('platform', target.platform);
      data.append('scheduled_date', target.scheduled_date);
      return data;
    };
    const image = await api<ErrorBody>(
      'POST',
      path,
      form(new File(['x'], 'a.png', { type: 'image/png' })),
    );
    expect(image).toMatchObject({
      status: 400,
      body: { message: 'This post requires a video file.' },
    });
    const text = await api<ErrorBody>(
      'POST',
      path,
      form(new File(['x'], 'a.txt', { type: 'text/plain' })),
    );
    expect(text.body.message).toBe('Invalid file type. Please select an image or video file.');
    const video = await api<Envelope<{ media_file_id: number }>>(
      'POST',
      path,
      form(new File(['video-bytes'], 'final.mp4', { type: 'video/mp4' })),
    );
    expect(video.status).toBe(201);
    const row = db().mediaFiles.find((m) => m.id === video.body.data.media_file_id);
    expect(row).toMatchObject({ file_type: 'video', source: { kind: 'stored' } });
    const community = db().posts.find((p) => p.content_format === 'community')!;
    const communityPath = `/campaigns/${community.campaign_id}/posts/${community.id}/upload-final-media`;
    const needsImage = await api<ErrorBody>(
      'POST',
      communityPath,
      form(new File(['v'], 'clip.mp4', { type: 'video/mp4' }), community),
    );
    expect(needsImage.body.message).toBe('This post requires an image file.');
  });
});
