// POST /song-requests body: artist and title required, the rest optional text, languages a
// list of {name}, and an audio file that must be one of the artist's audio files.
import type { FieldError } from '@/api/types';
import type { Database, SongRequestRow } from '../../db/schema';
import {
  type Body,
  FieldErrors,
  has,
  isInteger,
  isNonBlank,
  isRecord,
} from '../../promotion/route';

const TEXT_FIELDS = [
  'description',
  'lyrics',
  'genre_tags',
  'mood',
  'tempo',
  'instruments',
  'theme',
  'production_style',
  'vocal_style',
] as const;

export type SongRequestInput = Pick<
  SongRequestRow,
  'artist_id' | 'title' | 'audio_file_id' | 'languages' | (typeof TEXT_FIELDS)[number]
>;

export function readSongRequest(
  database: Database,
  body: Body,
): { input: SongRequestInput | null; errors: FieldError[] } {
  const errors = new FieldErrors();
  const artistId = body.artist_id;
  if (!isInteger(artistId)) errors.add('artist_id', 'Artist is required');
  else if (!database.artists.some((a) => a.id === artistId))
    errors.add('artist_id', 'Artist not found');
  const title = isNonBlank(body.title) ? body.title.trim() : '';
  if (!title) errors.add('title', 'Title is required');
  else if (title.length > 255) errors.add('title', 'Title must be at most 255 characters');
  const text: Partial<Record<(typeof TEXT_FIELDS)[number], string | null>> = {};
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (!has(body, field) || value === null) text[field] = null;
    else if (typeof value === 'string') text[field] = value.trim() || null;
    else errors.add(field, `${field} must be text`);
  }
  let audioFileId: number | null = null;
  if (has(body, 'audio_file_id') && body.audio_file_id !== null) {
    const audio = database.mediaFiles.find((m) => m.id === body.audio_file_id);
    if (!isInteger(body.audio_file_id) || !audio)
      errors.add('audio_file_id', 'Audio file not found');
    else if (audio.file_type !== 'audio' || audio.artist_id !== artistId) {
      errors.add('audio_file_id', 'The audio file must be one of the artist’s audio files');
    } else audioFileId = audio.id;
  }
  let languages: SongRequestRow['languages'] = [];
  if (has(body, 'languages') && body.languages !== null) {
    const list = body.languages;
    if (Array.isArray(list) && list.every((l) => isRecord(l) && isNonBlank(l.name))) {
      languages = list.map((l) => ({ name: String((l as { name: string }).name).trim() }));
    } else errors.add('languages', 'Languages must be a list of { name }');
  }
  if (errors.failed) return { input: null, errors: errors.list };
  return {
    input: {
      artist_id: artistId as number,
      title,
      audio_file_id: audioFileId,
      languages,
      description: text.description ?? null,
      lyrics: text.lyrics ?? null,
      genre_tags: text.genre_tags ?? null,
      mood: text.mood ?? null,
      tempo: text.tempo ?? null,
      instruments: text.instruments ?? null,
      theme: text.theme ?? null,
      production_style: text.production_style ?? null,
      vocal_style: text.vocal_style ?? null,
    },
    errors: [],
  };
}
