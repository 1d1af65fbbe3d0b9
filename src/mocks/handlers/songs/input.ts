// The song payload (SongCreate / SongUpdate, camelCase) checked against the contract's limits
// and turned into row changes (snake_case).
import type { FieldError } from '@/api/types';
import type { Database, SongRow } from '../../db/schema';
import { readArtistId } from '../common/catalogue';
import { Fields } from '../common/fields';
import { albumOfSong } from './view';

type SongPatch = Partial<Omit<SongRow, 'id' | 'created_at' | 'status' | 'isrc' | 'release_date'>>;

const TEXTS: ReadonlyArray<[string, keyof SongPatch, string, number]> = [
  ['description', 'description', 'Description', 1000],
  ['lyrics', 'lyrics', 'Lyrics', 10000],
  ['instruments', 'instruments', 'Instruments', 500],
  ['tempo', 'tempo', 'Tempo', 100],
  ['mood', 'mood', 'Mood', 255],
  ['genreTags', 'genre_tags', 'Genre tags', 500],
  ['theme', 'theme', 'Theme', 255],
  ['productionStyle', 'production_style', 'Production style', 255],
  ['vocalStyle', 'vocal_style', 'Vocal style', 255],
];

export const DURATION_MESSAGE = 'Duration must be between 1 and 3600 seconds';

export function readSongInput(
  body: Record<string, unknown>,
  database: Database,
  existing?: SongRow,
): { patch: SongPatch; errors: FieldError[] } {
  const f = new Fields(body);
  const creating = !existing;
  const patch: SongPatch = {};

  const artistId = readArtistId(f, database, creating);
  if (artistId !== undefined) patch.artist_id = artistId;
  const moving =
    existing && patch.artist_id !== undefined && patch.artist_id !== existing.artist_id;
  if (moving && albumOfSong(database, existing.id)) {
    f.error('artistId', 'Song is part of an album and cannot move to another artist');
  }
  if (creating || f.has('title')) {
    patch.title = f.requiredText('title', 'Song title', 255, 'Song title is required');
  }
  for (const [name, column, label, max] of TEXTS) {
    const value = f.text(name, label, max);
    if (value !== undefined) Object.assign(patch, { [column]: value });
  }
  const duration = f.int('durationSeconds', {
    min: 1,
    max: 3600,
    message: DURATION_MESSAGE,
    nullable: true,
  });
  if (duration !== undefined) patch.duration_seconds = duration;
  const explicit = f.bool('isExplicit', 'Explicit');
  if (explicit !== undefined) patch.is_explicit = explicit;
  else if (creating) patch.is_explicit = false;
  const audioFileId = f.id('audioFileId', 'Audio file');
  if (audioFileId !== undefined) patch.audio_file_id = audioFileId;

  // The audio must be an audio file of the song's (possibly new) artist.
  const ownerId = patch.artist_id ?? existing?.artist_id;
  const audioId = patch.audio_file_id !== undefined ? patch.audio_file_id : existing?.audio_file_id;
  if (ownerId !== undefined && audioId !== undefined && audioId !== null) {
    const file = database.mediaFiles.find((m) => m.id === audioId);
    const usable = file && file.file_type === 'audio' && file.artist_id === ownerId;
    if (!usable) f.error('audioFileId', 'Audio file must be an audio file of the song’s artist');
  }

  for (const key of Object.keys(patch) as Array<keyof SongPatch>) {
    if (patch[key] === undefined) delete patch[key];
  }
  return { patch, errors: f.errors };
}
