import { beforeEach, describe, expect, it } from 'vitest';
import type { CampaignPost, GenerationSummary } from '../../api/types';
import { db } from '../db/database';
import { signedIn, type Caller, type Envelope, type ErrorBody } from './handlers.testkit';

let api: Caller;
beforeEach(async () => {
  api = await signedIn();
});

const campaignWith = (test: (status: string, caption: string | null) => boolean) =>
  db().campaigns.find((c) =>
    db().posts.some((p) => p.campaign_id === c.id && test(p.status, p.caption)),
  )!;

describe('demo API: campaign posts', () => {
  it('lists a campaign’s posts by scheduled date, then time', async () => {
    const campaign = db().campaigns[0];
    const res = await api<Envelope<{ posts: CampaignPost[] }>>(
      'GET',
      `/post-generation/campaign/${campaign.id}/posts`,
    );
    expect(res.status).toBe(200);
    const keys = res.body.data.posts.map(
      (p) => `${p.scheduled_date} ${p.scheduled_time.padStart(5, '0')}`,
    );
    expect(keys.length).toBe(78);
    expect(keys).toEqual([...keys].sort());
    expect(res.body.data.posts[0]).not.toHaveProperty('campaign_id');
    expect((await api('GET', '/post-generation/campaign/99999/posts')).status).toBe(404);
  });

  it('sends every generated post to the artist (needs_review), with a caption or not', async () => {
    const campaign = campaignWith((s, caption) => s === 'generated' && caption === null);
    const generated = db().posts.filter(
      (p) => p.campaign_id === campaign.id && p.status === 'generated',
    );
    const other = db().posts.find((p) => p.campaign_id === campaign.id && p.status === 'approved');
    const ids = [...generated.map((p) => p.id), ...(other ? [other.id] : [])];
    const res = await api<Envelope<{ sent: number }>>('POST', '/post-generation/send-to-artist', {
      post_ids: ids,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { sent: generated.length },
      message: `Sent ${generated.length} posts to artist`,
    });
    expect(
      generated.every((p) => db().posts.find((r) => r.id === p.id)?.status === 'needs_review'),
    ).toBe(true);
    if (other) expect(db().posts.find((p) => p.id === other.id)?.status).toBe('approved');
    const empty = await api<ErrorBody>('POST', '/post-generation/send-to-artist', { post_ids: [] });
    expect(empty.status).toBe(400);
  });

  it('Generate Drafts writes content only for posts without a caption', async () => {
    const campaign = campaignWith((_s, caption) => caption === null);
    const before = db().posts.filter((p) => p.campaign_id === campaign.id);
    const empty = before.filter((p) => p.caption === null).map((p) => p.id);
    const written = new Map(before.filter((p) => p.caption !== null).map((p) => [p.id, p.caption]));
    const res = await api<Envelope<{ summary: GenerationSummary }>>(
      'POST',
      '/post-generation/campaign/generate',
      { campaign_id: campaign.id, regenerate: false },
    );
    expect(res.body.data.summary).toEqual({ successful: empty.length, errors: 0 });
    for (const id of empty) {
      const post = db().posts.find((p) => p.id === id)!;
      expect(post.caption).toBeTruthy();
      expect(post.status).toBe('generated');
      expect(post.generation_metadata).toMatchObject({
        ai_visual_description_en: expect.any(String),
        ai_visual_description_fr: expect.any(String),
      });
    }
    for (const [id, caption] of written)
      expect(db().posts.find((p) => p.id === id)?.caption).toBe(caption);
    const missing = await api('POST', '/post-generation/campaign/generate', { campaign_id: 99999 });
    expect(missing.status).toBe(404);
    const invalid = await api<ErrorBody>('POST', '/post-generation/campaign/generate', {});
    expect(invalid.body.errors?.[0].field).toBe('campaign_id');
  });

  it('regenerates named posts and counts final ones as errors', async () => {
    const draft = db().posts.find((p) => p.status === 'needs_review')!;
    const published = db().posts.find(
      (p) => p.campaign_id === draft.campaign_id && p.status === 'published',
    );
    const ids = [draft.id, ...(published ? [published.id] : [])];
    const res = await api<Envelope<{ summary: GenerationSummary }>>(
      'POST',
      '/post-generation/campaign/generate',
      { campaign_id: draft.campaign_id, post_ids: ids, regenerate: true },
    );
    expect(res.body.data.summary).toEqual({ successful: 1, errors: ids.length - 1 });
    const single = await api<Envelope<{ summary: GenerationSummary }>>(
      'POST',
      `/post-generation/posts/${draft.id}/regenerate`,
    );
    expect(single.body.data.summary).toEqual({ successful: 1, errors: 0 });
  });

  it('updates caption, status and the TODO list, and rewrites visual descriptions', async () => {
    const post = db().posts.find((p) => p.status === 'generated' && p.caption !== null)!;
    const edited = await api<Envelope<CampaignPost>>('PUT', `/post-generation/posts/${post.id}`, {
      caption: 'New words',
      status: 'needs_review',
      ai_artist_materials_needed: [
        { type: 'video', task: 'Film it', specs: '9:16', enabled: false },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      caption: 'New words',
      status: 'needs_review',
      ai_artist_materials_needed: [
        { type: 'video', task: 'Film it', specs: '9:16', enabled: false },
      ],
    });
    const bad = await api<ErrorBody>('PUT', `/post-generation/posts/${post.id}`, {
      status: 'done',
    });
    expect(bad.status).toBe(400);
    const visuals = await api<Envelope<CampaignPost>>(
      'POST',
      `/post-generation/posts/${post.id}/regenerate-visuals`,
    );
    expect(visuals.body.data.generation_metadata).toMatchObject({
      ai_visual_description_en: expect.any(String),
      ai_visual_description_fr: expect.any(String),
    });
    expect((await api('PUT', '/post-generation/posts/99999', { caption: 'x' })).status).toBe(404);
  });

  it('reschedules a post to a new date and time, and refuses malformed ones', async () => {
    const post = db().posts.find((p) => p.status === 'approved')!;
    const moved = await api<Envelope<CampaignPost>>('PUT', `/post-generation/posts/${post.id}`, {
      scheduled_date: '2027-02-28',
      scheduled_time: '07:30',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      id: post.id,
      scheduled_date: '2027-02-28',
      scheduled_time: '07:30',
      caption: post.caption,
      status: 'approved',
    });

    const bad = await api<ErrorBody>('PUT', `/post-generation/posts/${post.id}`, {
      scheduled_date: '2027-02-30',
      scheduled_time: '7:30',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'scheduled_date', message: 'scheduled_date must be a date (YYYY-MM-DD)' },
      { field: 'scheduled_time', message: 'scheduled_time must be a time (HH:MM)' },
    ]);
    for (const scheduled_time of ['24:00', '12:60', '12:30:00']) {
      const refused = await api('PUT', `/post-generation/posts/${post.id}`, { scheduled_time });
      expect(refused.status).toBe(400);
    }
    const kept = db().posts.find((p) => p.id === post.id)!;
    expect([kept.scheduled_date, kept.scheduled_time]).toEqual(['2027-02-28', '07:30']);
  });
});
