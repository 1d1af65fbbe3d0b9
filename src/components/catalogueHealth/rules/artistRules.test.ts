import { describe, expect, it } from 'vitest';
import type { Artist, ArtistBio } from '@/api/types';
import type { HealthRule } from '../model/types';
import {
  artistActiveWithoutSongs,
  artistBioMissingEn,
  artistBioMissingEs,
  artistBioMissingFr,
  artistEmailUnreachable,
  artistWithoutProfileImage,
} from './artistRules';
import { artist, catalogue, song } from './records.testkit';

const idsFound = (rule: HealthRule, artists: Artist[]) =>
  rule.check(catalogue({ artists })).map((finding) => finding.id);

describe('artists.without_profile_image', () => {
  it('finds artists with neither an image id nor an image URL', () => {
    const artists = [
      artist({ id: 1, profileImageId: null, profileImageUrl: null }),
      artist({ id: 2, profileImageId: null, profileImageUrl: '  ' }),
      artist({ id: 3, profileImageId: 4, profileImageUrl: null }),
      artist({ id: 4, profileImageId: null, profileImageUrl: 'https://x.example/p.png' }),
    ];
    expect(idsFound(artistWithoutProfileImage, artists)).toEqual([1, 2]);
  });

  it('names the artist by stage name, the artist being the record', () => {
    const found = artistWithoutProfileImage.check(
      catalogue({ artists: [artist({ id: 8, profileImageId: null, profileImageUrl: null })] }),
    );
    expect(found).toEqual([{ id: 8, name: 'Lune Rivière' }]);
  });
});

describe('artists.email_unreachable', () => {
  it('finds blank and malformed e-mails, with the e-mail as stored', () => {
    const artists = [
      artist({ id: 1, email: '' }),
      artist({ id: 2, email: '   ' }),
      artist({ id: 3, email: 'lune@example' }),
      artist({ id: 4, email: 'lune at example.com' }),
      artist({ id: 5, email: 'lune@example.com' }),
      artist({ id: 6, email: ' lune@example.com ' }),
    ];
    const found = artistEmailUnreachable.check(catalogue({ artists }));
    expect(found.map((f) => [f.id, f.value])).toEqual([
      [1, null],
      [2, null],
      [3, 'lune@example'],
      [4, 'lune at example.com'],
    ]);
    expect(artistEmailUnreachable.fix).toEqual({ type: 'inline', field: 'email' });
  });
});

describe('artists.bio_missing_en / _fr / _es', () => {
  const bio = (language: ArtistBio['language'], text: string, platform = 'general') =>
    ({ language, platform, bio: text }) as ArtistBio;

  it('finds, per language, artists without a general bio in it', () => {
    const artists = [
      artist({ id: 1, bios: [] }),
      artist({ id: 2, bios: [bio('en', 'Night songs'), bio('fr', 'Chansons de nuit')] }),
      artist({ id: 3, bios: [bio('fr', 'Chansons'), bio('es', 'Canciones')] }),
    ];
    expect(idsFound(artistBioMissingEn, artists)).toEqual([1, 3]);
    expect(idsFound(artistBioMissingFr, artists)).toEqual([1]);
    expect(idsFound(artistBioMissingEs, artists)).toEqual([1, 2]);
  });

  it('counts a blank bio, or one for another platform only, as missing', () => {
    const artists = [
      artist({ id: 1, bios: [bio('en', '')] }),
      artist({ id: 2, bios: [bio('en', ' \n ')] }),
      artist({ id: 3, bios: [bio('en', 'On TikTok only', 'tiktok')] }),
      artist({ id: 4, bios: [bio('en', 'On TikTok', 'tiktok'), bio('en', 'Everywhere')] }),
    ];
    expect(idsFound(artistBioMissingEn, artists)).toEqual([1, 2, 3]);
  });

  it('has one rule per language of the app', () => {
    expect([artistBioMissingEn, artistBioMissingFr, artistBioMissingEs].map((r) => r.id)).toEqual([
      'artists.bio_missing_en',
      'artists.bio_missing_fr',
      'artists.bio_missing_es',
    ]);
  });
});

describe('artists.active_without_songs', () => {
  it('finds active artists no song of any status belongs to', () => {
    const artists = [
      artist({ id: 1 }),
      artist({ id: 2 }),
      artist({ id: 3, status: 'inactive' }),
      artist({ id: 4, status: 'suspended' }),
      artist({ id: 5 }),
    ];
    const songs = [song({ id: 10, artist_id: 2 }), song({ id: 11, artist_id: 5, status: 'draft' })];
    const found = artistActiveWithoutSongs.check(catalogue({ artists, songs }));
    expect(found.map((f) => f.id)).toEqual([1]);
    expect(artistActiveWithoutSongs.fix).toEqual({ type: 'bulk', resource: 'artists' });
  });
});
