// Records for the rules' tests: complete contract shapes, sound in every respect a rule looks
// at, so that each test changes only what its rule is about. Tests only.
import type { Album, Artist, Campaign, SmartLinkPlatform, Song } from '@/api/types';
import type { CatalogueData } from '../model/types';

export const TODAY = '2026-11-15';

export const song = (fields: Partial<Song> = {}): Song => ({
  id: 1,
  artist_id: 1,
  title: 'Néons sur le fleuve',
  artist_name: 'Lune Rivière',
  created_at: '2026-01-10T09:30:00Z',
  lyrics: null,
  description: null,
  duration_seconds: 214,
  is_explicit: false,
  audio_file_id: 402,
  isrc: 'CA-LR1-24-00012',
  release_date: '2026-02-20',
  status: 'published',
  instruments: null,
  tempo: null,
  mood: null,
  genre_tags: null,
  theme: null,
  production_style: null,
  vocal_style: null,
  ...fields,
});

export const album = (fields: Partial<Album> = {}): Album => ({
  id: 1,
  artist_id: 1,
  title: 'Lumières de la ville',
  artist_name: 'Lune Rivière',
  created_at: '2026-01-20T11:00:00Z',
  album_type: 'ep',
  upc: '036000291452',
  release_date: '2026-03-18',
  status: 'published',
  description: null,
  cover_image_id: 305,
  songs: [{ song_id: 1, song_title: 'Néons sur le fleuve', duration_seconds: 214 }],
  ...fields,
});

export const artist = (fields: Partial<Artist> = {}): Artist => ({
  id: 1,
  stageName: 'Lune Rivière',
  realName: null,
  firstName: null,
  lastName: null,
  gender: 'female',
  email: 'lune@example.com',
  dateOfBirth: null,
  phone: null,
  cellphone: '+1 514 555 0199',
  address: null,
  city: null,
  state: null,
  country: null,
  postalCode: null,
  status: 'active',
  isVerified: true,
  publicStatus: 'emerging_artist',
  genres: [],
  singingLanguages: [],
  bios: (['en', 'fr', 'es'] as const).map((language) => ({
    language,
    platform: 'general' as const,
    bio: `Bio (${language})`,
  })),
  profileImageId: 7,
  profileImageUrl: 'https://api.example.com/api/v1/media/serve/profile/1',
  linkSlug: null,
  createdAt: '2025-01-05T10:00:00Z',
  memberSince: '2025-01-05',
  ...fields,
});

export const campaign = (fields: Partial<Campaign> = {}): Campaign => ({
  id: 1,
  name: 'Lumières de la ville – EP launch',
  description: null,
  artist_id: 1,
  artist_name: 'Lune Rivière',
  album_id: 1,
  album_title: 'Lumières de la ville',
  launch_date: '2026-11-20',
  total_budget: 2500,
  currency: 'CAD',
  status: 'active',
  target_platforms: ['instagram'],
  languages: ['en'],
  production_description_language: 'en',
  artist_materials_language: 'en',
  has_music_video: false,
  has_lyrics_video: false,
  include_live_posts: false,
  generation_settings: null,
  total_posts: 10,
  published_posts: 0,
  scheduled_posts: 10,
  needs_review_count: 0,
  rejected_count: 0,
  pending_admin_review_count: 0,
  artist_approved_count: 0,
  ...fields,
});

export const platform = (fields: Partial<SmartLinkPlatform> = {}): SmartLinkPlatform => ({
  id: 1,
  platform_name: 'Spotify',
  profile_url: 'https://open.spotify.com/artist/4xLuneRiviere',
  display_name: null,
  platform_type: 'streaming',
  sort_order: 1,
  is_visible: true,
  ...fields,
});

/** A catalogue holding only what a test gives, checked on TODAY. */
export const catalogue = (data: Partial<CatalogueData> = {}): CatalogueData => ({
  artists: [],
  songs: [],
  albums: [],
  campaigns: [],
  smartLinks: [],
  today: TODAY,
  ...data,
});
