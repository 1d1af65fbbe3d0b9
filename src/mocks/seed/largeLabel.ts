// A label far larger than the demo's: `artists` more artists, each with songs and albums, for
// measuring what a screen asks of the API as the label grows (npm run bench:seed -- --analytics,
// the analytics request-count test). Rows are shaped on the demo's own first artist, song and
// album, with their own ids, names, statuses, genres and dates; they carry no media.
import type { ArtistStatus, CatalogueStatus } from '../../api/types';
import type { Database } from '../db/schema';
import { createRandom } from './random';

export interface LargeLabelOptions {
  artists: number;
  songsPerArtist?: number;
  albumsPerArtist?: number;
}

const ARTIST_STATUSES: readonly ArtistStatus[] = [
  'active',
  'active',
  'active',
  'inactive',
  'suspended',
];
const CATALOGUE_STATUSES: readonly CatalogueStatus[] = [
  'published',
  'published',
  'draft',
  'archived',
];
const DAY = 86_400_000;
/** Release dates spread over ten years back and one ahead. */
const RELEASE_SPAN_DAYS = { back: 3650, ahead: 365 };

const maxId = (rows: ReadonlyArray<{ id: number }>) =>
  rows.reduce((max, row) => Math.max(max, row.id), 0);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Adds the artists, songs and albums to a seeded database (the demo's rows stay as they are). */
export function addLargeLabel(database: Database, now: number, options: LargeLabelOptions): void {
  const [artistShape] = database.artists;
  const [songShape] = database.songs;
  const [albumShape] = database.albums;
  if (!artistShape || !songShape || !albumShape) throw new Error('Seed the demo first');
  const r = createRandom(0x1a7e);
  const genreIds = database.genres.map((genre) => genre.id);
  const songsPerArtist = options.songsPerArtist ?? 2;
  const albumsPerArtist = options.albumsPerArtist ?? 1;
  let artistId = maxId(database.artists);
  let songId = maxId(database.songs);
  let albumId = maxId(database.albums);

  for (let n = 1; n <= options.artists; n += 1) {
    artistId += 1;
    const createdAt = new Date(now - r.int(1, 3650) * DAY).toISOString();
    database.artists.push({
      ...artistShape,
      id: artistId,
      stageName: `Bulk Artist ${n}`,
      realName: null,
      email: `bulk.artist.${n}@example.com`,
      status: r.pick(ARTIST_STATUSES),
      genreIds: r.sample(genreIds, r.int(1, 2)),
      singingLanguageIds: [...artistShape.singingLanguageIds],
      profileImageId: null,
      // An imported back catalogue: no link page set up yet (slugs are unique; the shape's is not).
      linkSlug: null,
      createdAt,
    });
    const songIds: number[] = [];
    for (let k = 0; k < songsPerArtist; k += 1) {
      songId += 1;
      songIds.push(songId);
      database.songs.push({
        ...songShape,
        id: songId,
        artist_id: artistId,
        title: `Bulk Song ${songId}`,
        audio_file_id: null,
        // Each its own ISRC (the shape's would make every song a duplicate of every other).
        isrc: `CABLK${String(Math.floor(songId / 100_000) % 100).padStart(2, '0')}${String(songId % 100_000).padStart(5, '0')}`,
        status: r.pick(CATALOGUE_STATUSES),
        created_at: createdAt,
      });
    }
    for (let k = 0; k < albumsPerArtist; k += 1) {
      albumId += 1;
      const release = r.chance(0.1)
        ? null
        : isoDay(now + r.int(-RELEASE_SPAN_DAYS.back, RELEASE_SPAN_DAYS.ahead) * DAY);
      database.albums.push({
        ...albumShape,
        id: albumId,
        artist_id: artistId,
        title: `Bulk Album ${albumId}`,
        upc: null,
        cover_image_id: null,
        release_date: release,
        status: r.pick(CATALOGUE_STATUSES),
        song_ids: songIds.slice(0, 1),
        created_at: createdAt,
      });
    }
  }
}
