// The demo label's seed holds a few problems of every kind (src/mocks/seed/healthProblems.ts
// lists them): the rules, run over the seeded database as the API serves it, find exactly those.
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '@tests/helpers/testNow';
import { seedDatabase } from '@/mocks/seed';
import { HEALTH_RULES } from '.';
import { seededCatalogue } from './seededCatalogue.testkit';

const EXPECTED: Record<string, number[]> = {
  // prettier-ignore
  'songs.published_without_audio': [
    4, 12, 20, 24, 32, 42, 75, 77, 89, 122, 132, 133, 150, 162, 174, 193, 197, 199, 226, 243, 249,
    252, 257, 258, 259, 273, 275, 277,
  ],
  'songs.published_without_isrc': [88, 91],
  'songs.isrc_malformed': [98, 256],
  'songs.isrc_duplicate': [268, 269],
  'songs.published_without_release_date': [209, 272],
  'songs.without_duration': [104, 206],
  'albums.published_without_upc': [22, 27],
  'albums.upc_malformed': [3, 23],
  'albums.upc_duplicate': [1, 17],
  'albums.without_cover': [7, 15, 19],
  'albums.without_tracks': [29, 36],
  'albums.draft_past_release': [32, 33],
  'albums.published_future_release': [13, 24],
  'artists.without_profile_image': [25, 48, 52, 55, 56],
  'artists.email_unreachable': [57, 60],
  'artists.bio_missing_en': [13, 26, 39, 52, 65],
  'artists.bio_missing_fr': [13, 26, 39, 52, 65],
  'artists.bio_missing_es': [9, 13, 18, 26, 27, 36, 39, 45, 52, 54, 63, 65],
  'artists.active_without_songs': [33, 34, 37, 40, 43, 44, 47, 49, 51, 53, 57, 58, 60, 64],
  'campaigns.review_before_launch': [2],
  'smartLinks.url_warning': [10, 12],
};

const findings = (now: number) => {
  const data = seededCatalogue(seedDatabase(now), now);
  return Object.fromEntries(HEALTH_RULES.map((rule) => [rule.id, rule.check(data)]));
};

describe('the demo seed’s catalogue problems', () => {
  const found = findings(TEST_NOW);

  it.each(HEALTH_RULES.map((rule) => rule.id))('%s finds the seeded problems', (id) => {
    expect(found[id].map((finding) => finding.id).sort((a, b) => a - b)).toEqual(EXPECTED[id]);
  });

  it('shows the offending values as the records hold them', () => {
    const values = (id: string) => found[id].map((finding) => finding.value);
    expect(values('songs.isrc_malformed')).toEqual(['CA-LR1-25-0053', 'CA-LR1-2026-00105']);
    expect(values('songs.isrc_duplicate')).toEqual(['ca lr1 26 00129', 'CA-LR1-26-00129']);
    expect(values('albums.upc_malformed')).toEqual(['062345610314', 'O62345610337']);
    expect(values('albums.draft_past_release')).toEqual(['2026-10-26', '2026-11-14']);
    expect(values('albums.published_future_release')).toEqual(['2026-11-16', '2026-12-06']);
    expect(values('artists.email_unreachable')).toEqual([null, 'giulia.romano@example']);
    expect(values('campaigns.review_before_launch')).toEqual(['22 · 2026-11-27']);
    expect(values('smartLinks.url_warning')).toEqual([
      'Spotify (https://www.deezer.com/fr/artist/850670631)',
      'YouTube Music (https://www.youtube.com/channel/UCl7yj2mVVfikFi4JFGRa1R2)',
    ]);
  });

  it('holds the same problems whatever day the demo is seeded', () => {
    const later = findings(TEST_NOW + 123 * 86_400_000);
    for (const rule of HEALTH_RULES) {
      expect(
        later[rule.id].map((finding) => finding.id).sort((a, b) => a - b),
        rule.id,
      ).toEqual(EXPECTED[rule.id]);
    }
  });
});
