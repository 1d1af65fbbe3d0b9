// Deliberate problems in the demo catalogue, so the catalogue health check (issue 40) has
// something to find for every rule, a few records each. They change fields of records the seed
// already made (ids are stable: the seed is deterministic); nothing is added, no status moves,
// so the demo's counts per status stay as they were. Dates are relative to `now`, as the rest
// of the seed's. Runs last, so campaigns and smart links were built from the catalogue as it was.
//
// Deliberate problems (record ids) and the rule that finds each:
//   songs.published_without_isrc          songs 88 (ISRC null) and 91 (ISRC of spaces only)
//   songs.isrc_malformed                  songs 98 ("CA-LR1-25-0053", a digit short) and 256
//                                         ("CA-LR1-2026-00105", the year in four digits)
//   songs.isrc_duplicate                  song 268 given "ca lr1 26 00129", song 269's ISRC in
//                                         lower case with spaces: both songs
//   songs.published_without_release_date  songs 209 and 272 (release date null)
//   songs.without_duration                songs 104 (0 seconds) and 206 (null)
//   albums.upc_malformed                  albums 3 (wrong check digit) and 23 (a letter O)
//   albums.upc_duplicate                  album 17 given album 1's UPC: both albums
//   albums.without_tracks                 albums 29 and 36 (drafts, tracks taken off)
//   albums.draft_past_release             albums 32 (released 20 days ago) and 33 (yesterday)
//   albums.published_future_release       albums 13 (tomorrow) and 24 (in 21 days)
//   artists.email_unreachable             artists 57 (e-mail empty) and 60 (no domain ending)
//   smartLinks.url_warning                artists 10 (Spotify entry holds a Deezer address)
//                                         and 12 (YouTube Music entry holds a YouTube one)
//
// Already in the seed by its own odds (healthProblems.test.ts lists them all):
//   songs.published_without_audio (28 songs), albums.published_without_upc (albums 22, 27),
//   albums.without_cover (albums 7, 15, 19), artists.without_profile_image (5 artists),
//   artists.bio_missing_en / _fr (5 artists without any bio), artists.bio_missing_es (12),
//   artists.active_without_songs (14 artists), campaigns.review_before_launch (campaign 2,
//   launching in 12 days with posts to review).
import type { AlbumRow, Database, SmartLinkPlatformRow, SongRow } from '../db/schema';
import { addDays, isoDate } from '../promotion/dates';

type Change<T> = [id: number, change: Partial<T>];

function apply<T extends { id: number }>(rows: T[], changes: readonly Change<T>[]): void {
  for (const [id, change] of changes) {
    const row = rows.find((r) => r.id === id);
    if (row) Object.assign(row, change);
  }
}

const isrcOf = (database: Database, songId: number) =>
  database.songs.find((s) => s.id === songId)?.isrc ?? null;
const upcOf = (database: Database, albumId: number) =>
  database.albums.find((a) => a.id === albumId)?.upc ?? null;

function songProblems(database: Database): void {
  const twin = isrcOf(database, 269);
  const changes: Change<SongRow>[] = [
    [88, { isrc: null }],
    [91, { isrc: '   ' }],
    [98, { isrc: 'CA-LR1-25-0053' }],
    [256, { isrc: 'CA-LR1-2026-00105' }],
    [209, { release_date: null }],
    [272, { release_date: null }],
    [104, { duration_seconds: 0 }],
    [206, { duration_seconds: null }],
  ];
  if (twin) changes.push([268, { isrc: twin.toLowerCase().replace(/-/g, ' ') }]);
  apply(database.songs, changes);
}

function albumProblems(database: Database, now: number): void {
  const today = isoDate(now);
  const changes: Change<AlbumRow>[] = [
    [29, { song_ids: [] }],
    [36, { song_ids: [] }],
    [32, { release_date: addDays(today, -20) }],
    [33, { release_date: addDays(today, -1) }],
    [13, { release_date: addDays(today, 1) }],
    [24, { release_date: addDays(today, 21) }],
  ];
  // A typo in the check digit (…0313 → …0314) and a letter O typed for a zero.
  const silverMornings = upcOf(database, 3);
  if (silverMornings) {
    const last = (Number(silverMornings.slice(-1)) + 1) % 10;
    changes.push([3, { upc: `${silverMornings.slice(0, -1)}${last}` }]);
  }
  const cieloRojo = upcOf(database, 23);
  if (cieloRojo) changes.push([23, { upc: cieloRojo.replace('0', 'O') }]);
  const shared = upcOf(database, 1);
  if (shared) changes.push([17, { upc: shared }]);
  apply(database.albums, changes);
}

function artistProblems(database: Database): void {
  apply(database.artists, [
    [57, { email: '' }],
    [60, { email: 'giulia.romano@example' }],
  ]);
}

/** A platform entry of an artist's link given the address `address` makes of its own. */
function mistype(
  database: Database,
  artistId: number,
  platform: string,
  address: (entries: SmartLinkPlatformRow[], own: string) => string | undefined,
): void {
  const entries = database.smartLinkPlatforms.filter((p) => p.artist_id === artistId);
  const entry = entries.find((p) => p.platform_name === platform);
  const url = entry && address(entries, entry.profile_url);
  if (entry && url) entry.profile_url = url;
}

function smartLinkProblems(database: Database): void {
  // The Deezer address pasted into the Spotify entry as well.
  mistype(
    database,
    10,
    'Spotify',
    (entries) => entries.find((p) => p.platform_name === 'Deezer')?.profile_url,
  );
  // The artist's YouTube channel rather than its YouTube Music one.
  mistype(database, 12, 'YouTube Music', (_entries, own) =>
    own.replace('music.youtube.com', 'www.youtube.com'),
  );
}

export function seedHealthProblems(database: Database, now: number): void {
  songProblems(database);
  albumProblems(database, now);
  artistProblems(database);
  smartLinkProblems(database);
}
