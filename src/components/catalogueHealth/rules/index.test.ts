import { describe, expect, it } from 'vitest';
import { HEALTH_RULES } from '.';
import { album, artist, campaign, catalogue, platform, song } from './records.testkit';

describe('HEALTH_RULES', () => {
  it('lists the issue’s rules in the screen’s order: songs, albums, artists, promotion', () => {
    expect(HEALTH_RULES.map((rule) => rule.id)).toEqual([
      'songs.published_without_audio',
      'songs.published_without_isrc',
      'songs.isrc_malformed',
      'songs.isrc_duplicate',
      'songs.published_without_release_date',
      'songs.without_duration',
      'albums.published_without_upc',
      'albums.upc_malformed',
      'albums.upc_duplicate',
      'albums.without_cover',
      'albums.without_tracks',
      'albums.draft_past_release',
      'albums.published_future_release',
      'artists.without_profile_image',
      'artists.email_unreachable',
      'artists.bio_missing_en',
      'artists.bio_missing_fr',
      'artists.bio_missing_es',
      'artists.active_without_songs',
      'campaigns.review_before_launch',
      'smartLinks.url_warning',
    ]);
  });

  it('names each rule after the kind of record it finds', () => {
    for (const rule of HEALTH_RULES) expect(rule.id.startsWith(`${rule.kind}.`)).toBe(true);
  });

  it('finds nothing in an empty catalogue, nor in a sound one', () => {
    const sound = catalogue({
      artists: [artist()],
      songs: [song()],
      albums: [album()],
      campaigns: [campaign({ needs_review_count: 0 })],
      smartLinks: [{ artistId: 1, artistName: 'Lune Rivière', platforms: [platform()] }],
    });
    for (const rule of HEALTH_RULES) {
      expect(rule.check(catalogue()), rule.id).toEqual([]);
      expect(rule.check(sound), rule.id).toEqual([]);
    }
  });

  it('leaves the catalogue as it was read', () => {
    const data = catalogue({
      artists: [artist({ email: '', bios: [] })],
      songs: [song({ isrc: 'x' }), song({ id: 2, duration_seconds: null })],
      albums: [album({ upc: '1' }), album({ id: 2, upc: '1', songs: [] })],
      campaigns: [campaign({ needs_review_count: 2 })],
      smartLinks: [{ artistId: 1, artistName: 'L', platforms: [platform({ profile_url: 'x' })] }],
    });
    const before = structuredClone(data);
    for (const rule of HEALTH_RULES) rule.check(data);
    expect(data).toEqual(before);
  });
});
