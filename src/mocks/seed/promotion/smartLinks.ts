// Smart-link pages for about ten artists: streaming and social entries (some hidden) and a
// theme. Artists that already have a link slug come first; an artist given a page here gets a
// slug, because the public page lives at /{slug}.
import type { SmartLinkTheme } from '@/api/types';
import type { ArtistRow, Database, SmartLinkPlatformRow } from '../../db/schema';
import { SOCIAL_PLATFORM_NAMES, STREAMING_PLATFORM_NAMES } from '@/api/smartLinkPlatforms';
import { DEFAULT_SMART_LINK_THEME } from '@/api/smartLinkTheme';
import { createRandom, type Random } from '../random';
import { mediaOf, slugify } from './catalogue';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const token = (random: Random, length: number) =>
  Array.from({ length }, () => random.pick([...ALNUM])).join('');
const digits = (random: Random, length: number) =>
  Array.from({ length }, (_, i) => random.int(i === 0 ? 1 : 0, 9)).join('');

function profileUrl(name: string, slug: string, random: Random): string {
  const handle = slug.replace(/-/g, '');
  switch (name) {
    case 'Spotify':
      return `https://open.spotify.com/artist/${token(random, 22)}`;
    case 'Apple Music':
      return `https://music.apple.com/ca/artist/${slug}/${digits(random, 10)}`;
    case 'Deezer':
      return `https://www.deezer.com/fr/artist/${digits(random, 9)}`;
    case 'YouTube Music':
      return `https://music.youtube.com/channel/UC${token(random, 22)}`;
    case 'Amazon Music':
      return `https://music.amazon.ca/artists/B0${token(random, 8).toUpperCase()}`;
    case 'Tidal':
      return `https://tidal.com/browse/artist/${digits(random, 8)}`;
    case 'SoundCloud':
      return `https://soundcloud.com/${slug}`;
    case 'Bandcamp':
      return `https://${handle}.bandcamp.com`;
    case 'Audiomack':
      return `https://audiomack.com/${slug}`;
    case 'Instagram':
      return `https://www.instagram.com/${handle}.music`;
    case 'TikTok':
      return `https://www.tiktok.com/@${handle}`;
    case 'Facebook':
      return `https://www.facebook.com/${handle}`;
    case 'Twitter/X':
      return `https://x.com/${handle}`;
    case 'YouTube':
      return `https://www.youtube.com/@${handle}`;
    case 'Threads':
      return `https://www.threads.net/@${handle}.music`;
    case 'Snapchat':
      return `https://www.snapchat.com/add/${handle}`;
    case 'LinkedIn':
      return `https://www.linkedin.com/in/${slug}`;
    default:
      return `https://${slug}.com`;
  }
}

function displayName(name: string, slug: string, type: 'streaming' | 'social'): string | null {
  if (type === 'streaming') return name === 'Spotify' ? 'Listen on Spotify' : name;
  if (name === 'Website') return 'Official website';
  return name === 'LinkedIn' ? null : `@${slug.replace(/-/g, '')}`;
}

function themeFor(
  artist: ArtistRow,
  index: number,
  database: Database,
  random: Random,
): SmartLinkTheme {
  const photos = mediaOf(database, artist.id, 'photo');
  const background = photos.length && random.chance(0.5) ? random.pick(photos).id : null;
  const signature = photos.length > 1 && index % 3 === 2 ? photos[photos.length - 1].id : null;
  const base = { ...DEFAULT_SMART_LINK_THEME, background_image_id: background };
  const withSignature = {
    use_signature: signature ? (1 as const) : (0 as const),
    signature_image_id: signature,
  };
  switch (index % 3) {
    case 1:
      return {
        ...base,
        ...withSignature,
        template_name: 'bold',
        background_color: '#111111',
        button_color: '#FFD400',
        button_text_color: '#111111',
        font_family: 'Bebas Neue',
      };
    case 2:
      return {
        ...base,
        ...withSignature,
        template_name: 'gradient',
        background_color: '#1B1035',
        font_family: random.pick(['Poppins', 'Playfair Display', 'Montserrat']),
      };
    default:
      return { ...base, ...withSignature };
  }
}

export function seedSmartLinks(database: Database): void {
  const random = createRandom(0x11_4e);
  const artists = [...database.artists].sort(
    (a, b) => Number(b.linkSlug !== null) - Number(a.linkSlug !== null) || a.id - b.id,
  );
  const taken = new Set(database.artists.map((a) => a.linkSlug).filter(Boolean));
  artists.slice(0, 10).forEach((artist, index) => {
    let slug = artist.linkSlug;
    if (!slug) {
      slug = slugify(artist.stageName) || `artist-${artist.id}`;
      if (taken.has(slug)) slug = `${slug}-${artist.id}`;
      taken.add(slug);
      artist.linkSlug = slug;
    }
    const rows: SmartLinkPlatformRow[] = [];
    const add = (names: readonly string[], type: 'streaming' | 'social', count: number) => {
      names.slice(0, count).forEach((name, i) => {
        rows.push({
          id: database.smartLinkPlatforms.length + rows.length + 1,
          artist_id: artist.id,
          platform_name: name,
          profile_url: profileUrl(name, slug, random),
          display_name: displayName(name, slug, type),
          platform_type: type,
          sort_order: i + 1,
          is_visible: i < 2 || random.chance(0.8),
        });
      });
    };
    add(STREAMING_PLATFORM_NAMES, 'streaming', random.int(4, 9));
    add(SOCIAL_PLATFORM_NAMES, 'social', random.int(3, 6));
    database.smartLinkPlatforms.push(...rows);
    database.linkSettings.push({
      artist_id: artist.id,
      link_slug: slug,
      theme: themeFor(artist, index, database, random),
    });
  });
}
