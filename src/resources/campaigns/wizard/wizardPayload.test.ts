import { describe, expect, it } from 'vitest';
import type { Campaign } from '@/api/types';
import { threeWayMerge } from '@/lib/merge';
import {
  campaignFields,
  changedFields,
  choicesOf,
  loadedFields,
  mergedBody,
} from './wizardPayload';
import { campaignValues, newCampaignValues, type WizardValues } from './wizardValues';

const campaign = {
  id: 7,
  name: 'Lumières de la ville – EP launch',
  description: null,
  artist_id: 12,
  artist_name: 'Lune Rivière',
  album_id: 21,
  album_title: 'Lumières de la ville',
  launch_date: '2026-12-01',
  total_budget: 2500,
  currency: 'CAD',
  status: 'draft',
  target_platforms: ['facebook', 'instagram', 'tiktok', 'youtube'],
  languages: ['fr-ca', 'en'],
  production_description_language: 'en',
  artist_materials_language: 'fr-ca',
  has_music_video: true,
  has_lyrics_video: false,
  include_live_posts: true,
  generation_settings: null,
  total_posts: 0,
  published_posts: 0,
  scheduled_posts: 0,
  needs_review_count: 0,
  rejected_count: 0,
  pending_admin_review_count: 0,
  artist_approved_count: 0,
} as Campaign;

describe('wizard payloads', () => {
  it('sends a new campaign with every field, the budget at the minimum until set', () => {
    const values: WizardValues = {
      ...newCampaignValues(),
      artist: { id: 12, name: 'Lune Rivière' },
      album: { id: 21, title: 'Lumières de la ville' },
      name: '  Launch ',
      launchDate: '2026-12-01',
      languages: ['es', 'en'],
      videoType: 'no_video',
    };
    expect(campaignFields(values, 250)).toEqual({
      name: 'Launch',
      description: null,
      artist_id: 12,
      album_id: 21,
      launch_date: '2026-12-01',
      total_budget: 250,
      languages: ['en', 'es'],
      production_description_language: 'en',
      artist_materials_language: 'fr-ca',
      has_music_video: false,
      has_lyrics_video: false,
      include_live_posts: false,
    });
  });

  it('sends nothing for an edit that changed nothing, languages in another order included', () => {
    const values = { ...campaignValues(campaign), languages: ['en', 'fr-ca'] } as WizardValues;
    expect(changedFields(values, campaign, 100)).toEqual({});
  });

  it('sends only what an edit changed', () => {
    const values: WizardValues = {
      ...campaignValues(campaign),
      description: 'Seven weeks',
      budget: '3000',
      videoType: 'lyrics_video',
    };
    expect(changedFields(values, campaign, 100)).toEqual({
      description: 'Seven weeks',
      total_budget: 3000,
      has_music_video: false,
      has_lyrics_video: true,
    });
  });

  it("merges an edit into the server's campaign: album with its artist, languages as a set", () => {
    const base = choicesOf(loadedFields(campaign));
    const theirs = choicesOf(
      loadedFields({ ...campaign, album_id: 22, languages: ['fr-ca', 'en', 'es'] }),
    );
    const yours = choicesOf(
      campaignFields(
        {
          ...campaignValues(campaign),
          languages: ['en'],
          videoType: 'no_video',
        },
        100,
      ),
    );
    const { merged, clashes } = threeWayMerge(base, theirs, yours, {
      album: { kind: 'value' },
      languages: { kind: 'set' },
    });
    expect(clashes).toEqual([]);
    expect(merged.album).toEqual({ artist_id: 12, album_id: 22 });
    // Their Spanish stays; the French (Canada) the user unticked goes.
    expect(mergedBody(merged, theirs)).toEqual({
      languages: ['en', 'es'],
      has_music_video: false,
    });
  });
});
