import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '@tests/helpers/testNow';
import { materialFlags } from '../promotion/campaignData';
import { isEnabled } from '../promotion/copy/materialsNeeded';
import { emptyDatabase, seedDatabase } from '.';
import { seedPromotion } from './promotion';

const today = new Date(TEST_NOW).toISOString().slice(0, 10);

describe('promotion seed', () => {
  const database = seedDatabase(TEST_NOW);

  // How fast it is: npm run bench:seed (scripts/bench-seed.mjs), not a timed test.
  it('is deterministic and small', () => {
    expect(seedDatabase(TEST_NOW)).toEqual(database);
    const { campaigns, posts, materials, postTemplates, voiceCards, socialAccounts } = database;
    const { facebookPosts, songRequests, smartLinkPlatforms, linkSettings } = database;
    const promotion = {
      ...{ campaigns, posts, materials, postTemplates, voiceCards, socialAccounts },
      ...{ facebookPosts, songRequests, smartLinkPlatforms, linkSettings },
    };
    expect(JSON.stringify(promotion).length).toBeLessThan(1_000_000);
  });

  it('copes with an empty catalogue', () => {
    const empty = emptyDatabase();
    seedPromotion(empty, TEST_NOW);
    expect(empty.postTemplates).toHaveLength(78);
    expect(empty.campaigns).toEqual([]);
    expect(empty.songRequests).toEqual([]);
  });

  it('leaves settings unsaved and schedules 78 templates over seven weeks', () => {
    expect(database.settings).toBeNull();
    const weeks = new Map<number, number>();
    for (const t of database.postTemplates)
      weeks.set(t.week_offset, (weeks.get(t.week_offset) ?? 0) + 1);
    expect([...weeks.keys()].sort((a, b) => a - b)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(new Set(database.postTemplates.map((t) => t.platform))).toEqual(
      new Set(['facebook', 'instagram', 'tiktok', 'youtube']),
    );
    expect(database.postTemplates.some((t) => t.is_paid_promotion)).toBe(true);
    expect(database.postTemplates.some((t) => !t.is_paid_promotion)).toBe(true);
  });

  it('publishes past posts, keeps post times on the platform’s defaults and flags consistent', () => {
    const times: Record<string, string[]> = {
      facebook: ['09:00', '15:00', '19:00'],
      instagram: ['11:00', '14:00', '20:00'],
      tiktok: ['16:00', '18:00', '21:00'],
      youtube: ['12:00', '17:00', '20:30'],
    };
    for (const post of database.posts) {
      if (post.scheduled_date < today) expect(post.status).toBe('published');
      expect(times[post.platform]).toContain(post.scheduled_time);
      expect(materialFlags(post, database.materials)).toEqual({
        has_uploads: post.has_uploads,
        all_materials_approved: post.all_materials_approved,
      });
      if (!post.is_paid_promotion) expect(post.allocated_budget).toBe(0);
    }
    const items = database.posts.flatMap((p) => p.ai_artist_materials_needed ?? []);
    expect(items.some((i) => i.enabled === false)).toBe(true);
    expect(items.some((i) => !('enabled' in i))).toBe(true);
    expect(items.some(isEnabled)).toBe(true);
  });

  it('points submitted materials at the artist’s own media, due a week before the post', () => {
    const statuses = new Set(database.materials.map((m) => m.status));
    expect(statuses).toEqual(new Set(['pending', 'submitted', 'approved', 'rejected']));
    for (const material of database.materials) {
      const post = database.posts.find((p) => p.id === material.post_id)!;
      const campaign = database.campaigns.find((c) => c.id === material.campaign_id)!;
      const due = new Date(Date.parse(`${post.scheduled_date}T00:00:00Z`) - 7 * 86_400_000);
      expect(material.due_date).toBe(due.toISOString().slice(0, 10));
      if (material.status === 'pending') {
        expect(material.media_file).toBeNull();
      } else {
        const file = database.mediaFiles.find((m) => m.id === material.media_file?.id);
        expect(file?.artist_id).toBe(campaign.artist_id);
        expect(material.submitted_at! <= new Date(TEST_NOW).toISOString()).toBe(true);
      }
    }
  });

  it('fills voice cards, social accounts, song requests and smart links', () => {
    expect(database.voiceCards.length).toBeGreaterThan(3);
    const facebook = database.socialAccounts.filter((a) => a.platform === 'facebook');
    expect(facebook.some((a) => a.is_connected)).toBe(true);
    expect(facebook.some((a) => !a.is_connected && a.invitation_sent_at)).toBe(true);
    expect(facebook.some((a) => !a.is_connected && !a.invitation_sent_at)).toBe(true);
    expect(database.facebookPosts.length).toBeGreaterThan(0);
    expect(database.songRequests.length).toBeGreaterThanOrEqual(20);
    expect(database.songRequests.filter((r) => r.status === 'pending').length).toBeGreaterThan(
      database.songRequests.length / 2,
    );
    expect(database.linkSettings).toHaveLength(10);
    for (const settings of database.linkSettings) {
      const artist = database.artists.find((a) => a.id === settings.artist_id);
      expect(settings.link_slug).toBe(artist?.linkSlug);
    }
    expect(new Set(database.linkSettings.map((s) => s.theme.template_name))).toEqual(
      new Set(['minimal', 'bold', 'gradient']),
    );
    expect(database.smartLinkPlatforms.some((p) => !p.is_visible)).toBe(true);
  });
});
