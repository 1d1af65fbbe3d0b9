// Small rules for the engine's tests: the engine runs whatever rules it is given, and these keep
// the tests about the engine (the real rules have tests of their own in ../rules).
import type { HealthRule } from '../model/types';

/** Songs without an ISRC (a rule over one record at a time). */
export const songsWithoutIsrc: HealthRule = {
  id: 'test.songs_without_isrc',
  kind: 'songs',
  fix: { type: 'inline', field: 'isrc' },
  check: (data) =>
    data.songs
      .filter((song) => !song.isrc?.trim())
      .map((song) => ({ id: song.id, name: song.title, artistId: song.artist_id })),
};

/** Artists with no song (a rule over the whole catalogue). */
export const artistsWithoutSongs: HealthRule = {
  id: 'test.artists_without_songs',
  kind: 'artists',
  fix: { type: 'record' },
  check: (data) => {
    const withSongs = new Set(data.songs.map((song) => song.artist_id));
    return data.artists
      .filter((artist) => !withSongs.has(artist.id))
      .map((artist) => ({ id: artist.id, name: artist.stageName }));
  },
};

/** Albums released after the day of the check (reads `today`). */
export const albumsReleasedLater: HealthRule = {
  id: 'test.albums_released_later',
  kind: 'albums',
  fix: { type: 'inline', field: 'release_date' },
  check: (data) =>
    data.albums
      .filter((album) => album.release_date !== null && album.release_date > data.today)
      .map((album) => ({ id: album.id, name: album.title, value: album.release_date })),
};

export const TEST_RULES: readonly HealthRule[] = [
  songsWithoutIsrc,
  artistsWithoutSongs,
  albumsReleasedLater,
];
