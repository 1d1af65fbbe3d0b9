// Seeded campaigns: one per artist with albums (first artists first), each in a different stage
// of its life so that every screen state shows up: ongoing, upcoming, early, finished, draft.
import type { CampaignStatus, ContentLanguage } from '@/api/types';
import type { AlbumRow, ArtistRow, CampaignRow, Database } from '../../db/schema';
import { addDays, daysBetween, DAY_MS, isoDate, isoDateTime } from '../../promotion/dates';
import { PLATFORMS } from '@/api/campaignVocabulary';
import { DEFAULT_SETTINGS } from '@/api/settingsDefaults';
import { allocateBudgets, schedulePosts } from '../../promotion/schedule';
import { createRandom } from '../random';
import { albumsOf, artistLanguage, artistsWithAlbums } from './catalogue';
import { seedMaterials } from './materials';
import { fillPosts, type PostPlan } from './posts';

interface Profile {
  status: CampaignStatus;
  /** Desired launch, in days from now. */
  launchIn: number;
  createdDaysAgo: number;
  budget: number;
  plan: PostPlan | null;
}

const PROFILES: Profile[] = [
  { status: 'active', launchIn: -10, createdDaysAgo: 50, budget: 2500, plan: 'ongoing' },
  { status: 'scheduled', launchIn: 12, createdDaysAgo: 20, budget: 4000, plan: 'upcoming' },
  { status: 'active', launchIn: 30, createdDaysAgo: 8, budget: 1500, plan: 'early' },
  { status: 'completed', launchIn: -70, createdDaysAgo: 120, budget: 3200, plan: 'done' },
  { status: 'draft', launchIn: 60, createdDaysAgo: 2, budget: 800, plan: null },
];

const TYPE_LABEL: Record<AlbumRow['album_type'], string> = {
  single: 'single',
  ep: 'EP',
  lp: 'album',
};

/**
 * The album whose release date best matches the profile; its release date becomes the launch
 * date when it is on the same side of today and within three weeks of the wish, so campaign and
 * catalogue agree where they can.
 */
function pickLaunch(albums: AlbumRow[], todayDate: string, launchIn: number) {
  const wished = addDays(todayDate, launchIn);
  const distance = (a: AlbumRow) =>
    a.release_date ? Math.abs(daysBetween(wished, a.release_date)) : Number.MAX_SAFE_INTEGER;
  // Archived albums are only promoted when the artist has nothing else.
  const live = albums.filter((a) => a.status !== 'archived');
  const album = [...(live.length ? live : albums)].sort((a, b) => distance(a) - distance(b))[0];
  const release = album.release_date;
  const sameSide = release !== null && release < todayDate === wished < todayDate;
  const close = release !== null && distance(album) <= 21 && release !== todayDate;
  return { album, launchDate: sameSide && close ? release : wished };
}

function languagesFor(primary: ContentLanguage, index: number): ContentLanguage[] {
  if (primary === 'en') return index % 2 ? ['en', 'fr-ca'] : ['en'];
  return [primary, 'en'];
}

function campaignRow(
  id: number,
  artist: ArtistRow,
  album: AlbumRow,
  launchDate: string,
  profile: Profile,
  primary: ContentLanguage,
  now: number,
  index: number,
): CampaignRow {
  const label = TYPE_LABEL[album.album_type];
  const french = primary.startsWith('fr');
  const settings = {
    model: 'gpt-4',
    tone: index % 2 ? 'casual_authentic' : 'professional_friendly',
  };
  return {
    id,
    name:
      album.album_type === 'single'
        ? `${album.title} – single push`
        : `${album.title} – ${label} launch`,
    description:
      profile.plan === null
        ? null
        : `Seven-week rollout of the ${label} across Meta, TikTok and YouTube.`,
    artist_id: artist.id,
    album_id: album.id,
    launch_date: launchDate,
    total_budget: profile.budget,
    currency: 'CAD',
    status: profile.status,
    target_platforms: [...PLATFORMS],
    languages: languagesFor(primary, index),
    production_description_language: french && index % 2 === 0 ? 'fr' : 'en',
    artist_materials_language: primary === 'fr-fr' ? 'fr-fr' : french ? 'fr-ca' : 'en',
    has_music_video: index !== 2,
    has_lyrics_video: index === 2,
    include_live_posts: index % 2 === 0,
    // Both encodings of the contract occur: an object, a JSON string, and null for the draft.
    generation_settings:
      profile.plan === null ? null : index === 1 ? JSON.stringify(settings) : settings,
    created_at: isoDateTime(now - profile.createdDaysAgo * DAY_MS - (index + 1) * 3_600_000),
  };
}

export function seedCampaigns(database: Database, now: number): void {
  const random = createRandom(0xc0ffee);
  const todayDate = isoDate(now);
  const artists = artistsWithAlbums(database);
  PROFILES.slice(0, artists.length).forEach((profile, index) => {
    const artist = artists[index];
    const { album, launchDate } = pickLaunch(
      albumsOf(database, artist.id),
      todayDate,
      profile.launchIn,
    );
    const primary = artistLanguage(database, artist);
    const campaign = campaignRow(
      index + 1,
      artist,
      album,
      launchDate,
      profile,
      primary,
      now,
      index,
    );
    database.campaigns.push(campaign);
    if (!profile.plan) return;
    const firstId = 1001 + database.posts.length;
    const posts = schedulePosts(campaign, database.postTemplates, DEFAULT_SETTINGS, firstId);
    allocateBudgets(posts, campaign, DEFAULT_SETTINGS, todayDate);
    fillPosts(database, campaign, posts, profile.plan, todayDate, random);
    database.posts.push(...posts);
    seedMaterials(database, campaign, posts, now, random);
  });
}
