// Rules about songs: what a distributor needs of a released recording (audio, ISRC, release
// date, duration), and ISRCs that cannot identify it (malformed, or shared with another song).
// The contract's song update (SongUpdate) takes no ISRC and no release date: those are set where
// the songs come from (creation, the catalogue import), so their groups link to each song
// rather than offer a field that could not be saved.
import { normalizeIsrc } from '@/lib/isrc';
import type { HealthRule } from '../model/types';
import { blank, sharingKey, shown, songFinding } from './helpers';

/** Published songs (status `published`) with no audio file (`audio_file_id` null). */
export const songPublishedWithoutAudio: HealthRule = {
  id: 'songs.published_without_audio',
  kind: 'songs',
  fix: { type: 'record' },
  check: ({ songs }) =>
    songs
      .filter((song) => song.status === 'published' && song.audio_file_id == null)
      .map((song) => songFinding(song)),
};

/** Published songs whose ISRC is blank (null, empty or only spaces). */
export const songPublishedWithoutIsrc: HealthRule = {
  id: 'songs.published_without_isrc',
  kind: 'songs',
  fix: { type: 'record' },
  check: ({ songs }) =>
    songs
      .filter((song) => song.status === 'published' && blank(song.isrc))
      .map((song) => songFinding(song)),
};

/**
 * Songs of any status whose ISRC is not blank but is not one either by the song form's own
 * check (`normalizeIsrc`: two letters, three letters or digits, seven digits, once hyphens and
 * spaces are dropped, any case). Value: the ISRC as stored.
 */
export const songIsrcMalformed: HealthRule = {
  id: 'songs.isrc_malformed',
  kind: 'songs',
  fix: { type: 'record' },
  check: ({ songs }) =>
    songs
      .filter((song) => !blank(song.isrc) && normalizeIsrc(song.isrc ?? '') === null)
      .map((song) => songFinding(song, song.isrc)),
};

/**
 * Every song of each set of two or more songs (any status) whose well-formed ISRCs are the same
 * once normalized (case, hyphens and spaces ignored). Value: the ISRC as stored on that song.
 */
export const songIsrcDuplicate: HealthRule = {
  id: 'songs.isrc_duplicate',
  kind: 'songs',
  fix: { type: 'record' },
  check: ({ songs }) =>
    sharingKey(songs, (song) => normalizeIsrc(song.isrc ?? '')).map((song) =>
      songFinding(song, shown(song.isrc)),
    ),
};

/** Published songs with no release date (null or blank). */
export const songPublishedWithoutReleaseDate: HealthRule = {
  id: 'songs.published_without_release_date',
  kind: 'songs',
  fix: { type: 'record' },
  check: ({ songs }) =>
    songs
      .filter((song) => song.status === 'published' && blank(song.release_date))
      .map((song) => songFinding(song)),
};

/** Songs of any status whose duration (`duration_seconds`) is null, zero or negative. */
export const songWithoutDuration: HealthRule = {
  id: 'songs.without_duration',
  kind: 'songs',
  fix: { type: 'inline', field: 'duration_seconds' },
  check: ({ songs }) =>
    songs
      .filter((song) => song.duration_seconds == null || song.duration_seconds <= 0)
      .map((song) => songFinding(song)),
};
