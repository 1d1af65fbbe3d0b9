// Songs, albums and media files of every artist, consistent with each other: a song's audio is
// one of the artist's master recordings, an album's cover one of its album-covers photos, its
// tracks songs of the same artist, and published albums hold published songs.
import type {
  AlbumType,
  AudioCategory,
  CatalogueStatus,
  PhotoCategory,
  VideoCategory,
} from '@/api/types';
import type { AlbumRow, ArtistRow, Database, MediaRow, SongRow } from '../../db/schema';
import type { Random } from '../random';
import type { ArtistPlan } from './artists';
import {
  ALBUM_DESCRIPTIONS,
  ALBUM_TITLES,
  GENRE_TAGS,
  INSTRUMENTS,
  LYRIC_LINES,
  MOODS,
  PRODUCTION_STYLES,
  SINGLE_DESCRIPTIONS,
  SONG_DESCRIPTIONS,
  THEMES,
  VOCAL_STYLES,
  type TitleLanguage,
} from './catalogueText';
import { MediaFactory } from './mediaFactory';
import { GENRES } from './taxonomy';
import { DAY, HOUR, between, dateOnly, folderName, iso, slugify, upcA, yearOf } from './util';

interface Links {
  audio: Map<SongRow, MediaRow>;
  tracks: Map<AlbumRow, SongRow[]>;
  cover: Map<AlbumRow, MediaRow>;
  profile: Map<ArtistRow, MediaRow>;
  songMs: Map<SongRow, number>;
  albumMs: Map<AlbumRow, number>;
}

interface Context {
  now: number;
  r: Random;
  media: MediaFactory;
  songs: SongRow[];
  albums: AlbumRow[];
  links: Links;
  upcSequence: { next: number };
}

const maybe = <T>(r: Random, probability: number, value: () => T): T | null =>
  r.chance(probability) ? value() : null;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function lyrics(r: Random, language: TitleLanguage, title: string): string {
  const lines = r.sample(LYRIC_LINES[language], r.int(4, 6));
  // The chorus ends on the title, as so many do.
  return [...lines.slice(0, 2), '', ...lines.slice(2), title].join('\n');
}

function genreTags(r: Random, artist: ArtistRow): string {
  const tags = artist.genreIds.flatMap((id) => {
    const slug = GENRES[id - 1]?.slug;
    return slug ? r.sample(GENRE_TAGS[slug] ?? [], 2) : [];
  });
  return [...new Set(tags)].slice(0, 3).join(', ');
}

function createSongs(ctx: Context, plan: ArtistPlan): SongRow[] {
  const { r, now } = ctx;
  const artist = plan.row;
  const earliest = Math.min(plan.createdMs + 2 * DAY, now - 2 * HOUR);
  const explicitOdds = plan.entry.genres.some((g) => g === 'hip-hop' || g === 'reggaeton')
    ? 0.4
    : 0.1;
  const made = plan.songTitles.map(({ title, language }) => {
    const createdMs = between(r, earliest, now - HOUR);
    const mood = r.pick(MOODS);
    const song: SongRow = {
      id: 0,
      artist_id: artist.id,
      title,
      created_at: iso(createdMs),
      lyrics: maybe(r, 0.65, () => lyrics(r, language, title)),
      description: maybe(r, 0.8, () =>
        fill(r.pick(SONG_DESCRIPTIONS), { city: plan.place.city, mood: mood.toLowerCase() }),
      ),
      duration_seconds: r.int(120, 300),
      is_explicit: r.chance(explicitOdds),
      audio_file_id: null,
      isrc: null,
      release_date: null,
      status: 'draft',
      instruments: maybe(r, 0.85, () => r.pick(INSTRUMENTS)),
      tempo: maybe(r, 0.85, () => `${r.int(68, 140)} BPM`),
      mood: maybe(r, 0.9, () => mood),
      genre_tags: maybe(r, 0.85, () => genreTags(r, artist)),
      theme: maybe(r, 0.8, () => r.pick(THEMES)),
      production_style: maybe(r, 0.75, () => r.pick(PRODUCTION_STYLES)),
      vocal_style: maybe(r, 0.75, () => r.pick(VOCAL_STYLES)),
    };
    ctx.links.songMs.set(song, createdMs);
    return song;
  });
  made.sort((a, b) => (ctx.links.songMs.get(a) ?? 0) - (ctx.links.songMs.get(b) ?? 0));
  ctx.songs.push(...made);
  return made;
}

function albumType(r: Random, available: number): { type: AlbumType; size: number } | null {
  const choices: AlbumType[] = [];
  if (available >= 1) choices.push('single', 'single');
  if (available >= 3) choices.push('ep', 'ep', 'ep');
  if (available >= 7) choices.push('lp', 'lp');
  if (!choices.length) return null;
  const type = r.pick(choices);
  if (type === 'single') return { type, size: 1 };
  if (type === 'ep') return { type, size: r.int(3, Math.min(6, available)) };
  return { type, size: r.int(7, Math.min(12, available)) };
}

function createAlbums(ctx: Context, plan: ArtistPlan, songs: SongRow[]): AlbumRow[] {
  const { r, now, links } = ctx;
  // Plenty of songs stay outside any album.
  const budget = Math.floor(songs.length * 0.65);
  const usedTitles = new Set<string>();
  const made: AlbumRow[] = [];
  let used = 0;
  for (let n = 0; n < plan.albumCount; n++) {
    const shape = albumType(r, budget - used);
    if (!shape) break;
    const tracks = songs.slice(used, used + shape.size);
    used += shape.size;
    const lastTrackMs = Math.max(...tracks.map((s) => links.songMs.get(s) ?? 0));
    // An artist's latest album is sometimes still in the works: a draft with a coming release.
    const upcoming = n === plan.albumCount - 1 && r.chance(0.35);
    const createdMs = upcoming
      ? Math.max(lastTrackMs + HOUR, now - between(r, DAY, 15 * DAY))
      : Math.min(lastTrackMs + between(r, DAY, 20 * DAY), now - HOUR);
    const releaseMs = upcoming
      ? now + between(r, 7 * DAY, 60 * DAY)
      : createdMs + between(r, 10 * DAY, 60 * DAY);
    let status: CatalogueStatus = 'draft';
    if (releaseMs <= now) status = r.chance(0.85) ? 'published' : 'archived';
    const title =
      shape.type === 'single'
        ? tracks[0].title
        : r.pick(ALBUM_TITLES[plan.titleLanguage].filter((t) => !usedTitles.has(t)));
    usedTitles.add(title);
    const mood = r.pick(MOODS).toLowerCase();
    const album: AlbumRow = {
      id: 0,
      artist_id: plan.row.id,
      title,
      created_at: iso(createdMs),
      album_type: shape.type,
      upc: maybe(r, 0.85, () => upcA(`0623456${String(ctx.upcSequence.next++).padStart(4, '0')}`)),
      release_date: status === 'draft' && r.chance(0.25) ? null : dateOnly(releaseMs),
      status,
      description: maybe(r, 0.8, () =>
        fill(r.pick(shape.type === 'single' ? SINGLE_DESCRIPTIONS : ALBUM_DESCRIPTIONS), {
          count: String(tracks.length),
          city: plan.place.city,
          mood,
        }).replace(/^./, (c) => c.toUpperCase()),
      ),
      cover_image_id: null,
      song_ids: [],
    };
    for (const song of tracks) {
      if (status === 'draft') continue;
      song.status = 'published';
      song.release_date = album.release_date;
    }
    links.tracks.set(album, tracks);
    links.albumMs.set(album, createdMs);
    made.push(album);
  }
  ctx.albums.push(...made);
  return made;
}

/** Status and release date of the songs no published album decided for. */
function settleSongs(ctx: Context, songs: SongRow[], inAlbums: Set<SongRow>): void {
  const { r, now, links } = ctx;
  for (const song of songs) {
    if (inAlbums.has(song)) continue;
    const createdMs = links.songMs.get(song) ?? now;
    const releaseMs = Math.min(createdMs + between(r, 7 * DAY, 90 * DAY), now - DAY);
    const x = r.next();
    if (x < 0.35 || releaseMs <= createdMs) continue; // stays a draft
    song.status = x < 0.9 ? 'published' : 'archived';
    song.release_date = dateOnly(releaseMs);
  }
}

interface Folder {
  subfolder: (category: string, ms: number) => string;
}

function projectFolders(r: Random, plan: ArtistPlan, albums: AlbumRow[]): Folder {
  const albumFolders = albums
    .filter((a) => a.album_type !== 'single')
    .map((a) => folderName(a.title));
  const cityFolder = folderName(plan.place.city);
  const project = () => (albumFolders.length ? r.pick(albumFolders) : null);
  return {
    subfolder: (category, ms) => {
      const year = yearOf(ms);
      const p = project();
      switch (category) {
        case 'profile-photos':
          return r.pick([`Portraits-${year}`, `Headshots-${year}`]);
        case 'promotional':
          return p && r.chance(0.5) ? `${p}-promo` : `Campaign-${year}`;
        case 'shooting':
          return r.pick([`Shoot-${cityFolder}-${year}`, `Studio-shoot-${year}`]);
        case 'live-performance':
          return r.pick([`Tour-${year}`, `Festivals-${year}`]);
        case 'behind-scenes':
          return p && r.chance(0.5) ? `${p}-sessions` : `Studio-sessions-${year}`;
        case 'press-kit':
          return `Press-kit-${year}`;
        case 'music-videos':
          return p && r.chance(0.5) ? p : `Singles-${year}`;
        case 'interviews':
          return `Press-${year}`;
        case 'social-media':
          return `Reels-${year}`;
        case 'demos':
          return p && r.chance(0.4) ? `${p}-demos` : `Demos-${year}`;
        case 'instrumentals':
          return p && r.chance(0.5) ? `${p}-instrumentals` : `Instrumentals-${year}`;
        case 'acapellas':
          return `Acapellas-${year}`;
        case 'remixes':
          return `Remixes-${year}`;
        case 'samples':
          return `Sample-pack-${year}`;
        default:
          return p ? `${p}-teasers` : `Campaign-${year}`;
      }
    },
  };
}

const REMIXES = ['club', 'night-drive', 'acoustic', 'dub', 'extended'] as const;
const LOOPS = ['drum', 'vocal', 'synth', 'guitar', 'bass'] as const;

function createMedia(ctx: Context, plan: ArtistPlan, songs: SongRow[], albums: AlbumRow[]): void {
  const { r, now, media, links } = ctx;
  const artistId = plan.row.id;
  const slug = slugify(plan.entry.stageName);
  const anyTime = () => between(r, plan.createdMs, now - HOUR);
  const after = (ms: number, maxBack: number) =>
    Math.max(plan.createdMs, ms - between(r, 0, maxBack));
  const folders = projectFolders(r, plan, albums);
  const counters = new Map<string, number>();
  const nn = (key: string) => {
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return String(n).padStart(2, '0');
  };
  const songTitle = () =>
    songs.length ? r.pick(songs).title : (plan.songTitles[0]?.title ?? slug);
  const times = (min: number, max: number, make: (ms: number) => void) => {
    for (let k = r.int(min, max); k > 0; k--) make(anyTime());
  };

  const albumOf = new Map<SongRow, AlbumRow>();
  for (const album of albums) for (const s of links.tracks.get(album) ?? []) albumOf.set(s, album);

  for (const song of songs) {
    if (!r.chance(plan.tier === 'minimal' ? 0.6 : 0.88)) continue;
    const songMs = links.songMs.get(song) ?? now;
    const album = albumOf.get(song);
    const row = media.audio('master-recordings', {
      artistId,
      subcategory: album ? `${folderName(album.title)}-sessions` : `Singles-${yearOf(songMs)}`,
      filename: `${slugify(song.title)}-master`,
      createdMs: after(songMs, 3 * DAY),
    });
    links.audio.set(song, row);
  }
  for (const album of albums) {
    const albumMs = links.albumMs.get(album) ?? now;
    const cover = media.photo('album-covers', {
      artistId,
      subcategory:
        album.album_type === 'single' ? `Singles-${yearOf(albumMs)}` : folderName(album.title),
      filename: `${slugify(album.title)}-cover`,
      createdMs: after(albumMs, 3 * DAY),
    });
    if (r.chance(0.9)) links.cover.set(album, cover);
  }

  const profileCount = { rich: r.int(2, 3), light: r.int(1, 2), minimal: r.chance(0.85) ? 1 : 0 }[
    plan.tier
  ];
  const portraits: MediaRow[] = [];
  times(profileCount, profileCount, (ms) => {
    portraits.push(
      media.photo('profile-photos', {
        artistId,
        subcategory: folders.subfolder('profile-photos', ms),
        filename: `${slug}-portrait-${nn('portrait')}`,
        createdMs: ms,
      }),
    );
  });
  const newest = portraits.sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (newest && r.chance(0.95)) links.profile.set(plan.row, newest);

  const photo = (category: PhotoCategory, word: string) => (ms: number) =>
    media.photo(category, {
      artistId,
      subcategory: folders.subfolder(category, ms),
      filename: `${slug}-${word}-${nn(word)}`,
      createdMs: ms,
    });
  const video = (category: VideoCategory, name: () => string) => (ms: number) =>
    media.video(category, {
      artistId,
      subcategory: folders.subfolder(category, ms),
      filename: name(),
      createdMs: ms,
    });
  const audio = (category: AudioCategory, name: () => string) => (ms: number) =>
    media.audio(category, {
      artistId,
      subcategory: folders.subfolder(category, ms),
      filename: name(),
      createdMs: ms,
    });
  const officialVideo = video('music-videos', () => `${slugify(songTitle())}-official-video`);
  const demo = audio('demos', () => `${slugify(songTitle())}-demo`);

  if (plan.tier === 'rich') {
    times(1, 1, (ms) =>
      media.photo('album-covers', {
        artistId,
        subcategory: `Singles-${yearOf(ms)}`,
        filename: `${slugify(songTitle())}-single-cover`,
        createdMs: ms,
      }),
    );
    times(2, 4, photo('promotional', 'promo'));
    times(2, 4, photo('shooting', 'shoot'));
    times(1, 3, photo('live-performance', 'live'));
    times(1, 3, photo('behind-scenes', 'bts'));
    times(1, 2, photo('press-kit', 'press'));
    times(1, 2, photo('SmartLinks', 'smartlink-background'));
    times(1, 2, officialVideo);
    times(
      1,
      2,
      video('behind-scenes', () => `${slug}-studio-vlog-${nn('vlog')}`),
    );
    times(
      1,
      2,
      video(
        'live-performance',
        () => `${slug}-live-${slugify(plan.place.city)}-${nn('live-video')}`,
      ),
    );
    times(
      1,
      2,
      video('interviews', () => `${slug}-interview-${nn('interview')}`),
    );
    times(
      1,
      2,
      video('social-media', () => `${slug}-reel-${nn('reel')}`),
    );
    times(
      1,
      2,
      video('promotional', () => `${slug}-teaser-${nn('teaser')}`),
    );
    times(1, 3, demo);
    times(
      1,
      2,
      audio('instrumentals', () => `${slugify(songTitle())}-instrumental`),
    );
    times(
      1,
      2,
      audio('acapellas', () => `${slugify(songTitle())}-acapella`),
    );
    times(
      1,
      2,
      audio('remixes', () => `${slugify(songTitle())}-${r.pick(REMIXES)}-remix`),
    );
    times(
      1,
      3,
      audio('samples', () => `${slug}-${r.pick(LOOPS)}-loop-${nn('loop')}`),
    );
  } else if (plan.tier === 'light') {
    times(r.chance(0.7) ? 1 : 0, 2, photo('promotional', 'promo'));
    times(0, 1, photo('live-performance', 'live'));
    times(0, r.chance(0.3) ? 1 : 0, photo('SmartLinks', 'smartlink-background'));
    if (songs.length) {
      times(0, r.chance(0.4) ? 1 : 0, officialVideo);
      times(0, 1, demo);
    }
  }
}

function assignIds<T extends { id: number; created_at: string }>(rows: T[]): void {
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
  rows.forEach((row, index) => {
    row.id = index + 1;
  });
}

/** ISRCs in release order, numbered per release year: CA-LR1-24-00012. */
function assignIsrcs(songs: SongRow[]): void {
  const released = songs
    .filter((s) => s.release_date && s.status !== 'draft')
    .sort((a, b) => (a.release_date ?? '').localeCompare(b.release_date ?? '') || a.id - b.id);
  const perYear = new Map<string, number>();
  for (const song of released) {
    const yy = (song.release_date ?? '').slice(2, 4);
    const n = (perYear.get(yy) ?? 0) + 1;
    perYear.set(yy, n);
    song.isrc = `CA-LR1-${yy}-${String(n).padStart(5, '0')}`;
  }
}

export function seedCatalogue(
  database: Database,
  now: number,
  plans: ArtistPlan[],
  r: Random,
): void {
  const ctx: Context = {
    now,
    r,
    media: new MediaFactory(r),
    songs: [],
    albums: [],
    links: {
      audio: new Map(),
      tracks: new Map(),
      cover: new Map(),
      profile: new Map(),
      songMs: new Map(),
      albumMs: new Map(),
    },
    upcSequence: { next: 1001 },
  };
  for (const plan of plans) {
    const songs = createSongs(ctx, plan);
    const albums = createAlbums(ctx, plan, songs);
    const inAlbums = new Set(
      albums.filter((a) => a.status !== 'draft').flatMap((a) => ctx.links.tracks.get(a) ?? []),
    );
    settleSongs(ctx, songs, inAlbums);
    createMedia(ctx, plan, songs, albums);
  }

  assignIds(ctx.media.rows);
  assignIds(ctx.songs);
  assignIds(ctx.albums);
  const { links } = ctx;
  for (const song of ctx.songs) song.audio_file_id = links.audio.get(song)?.id ?? null;
  for (const album of ctx.albums) {
    album.song_ids = (links.tracks.get(album) ?? []).map((s) => s.id);
    album.cover_image_id = links.cover.get(album)?.id ?? null;
  }
  for (const artist of database.artists)
    artist.profileImageId = links.profile.get(artist)?.id ?? null;
  assignIsrcs(ctx.songs);

  database.mediaFiles = ctx.media.rows;
  database.songs = ctx.songs;
  database.albums = ctx.albums;
}
