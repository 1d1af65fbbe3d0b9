// Song and album records keep the API's snake_case fields, but their create/update bodies use
// the contract's camelCase names. These tables translate the body one way and the server's
// field errors back, so an error shows under the input that holds the field.
import { renameFieldErrors } from '@/api/errors';

export const SONG_FIELDS = {
  artist_id: 'artistId',
  title: 'title',
  description: 'description',
  lyrics: 'lyrics',
  duration_seconds: 'durationSeconds',
  is_explicit: 'isExplicit',
  audio_file_id: 'audioFileId',
  instruments: 'instruments',
  tempo: 'tempo',
  mood: 'mood',
  genre_tags: 'genreTags',
  theme: 'theme',
  production_style: 'productionStyle',
  vocal_style: 'vocalStyle',
} as const;

export const ALBUM_FIELDS = {
  artist_id: 'artistId',
  title: 'title',
  description: 'description',
  album_type: 'albumType',
  upc: 'upc',
  release_date: 'releaseDate',
  status: 'status',
  song_ids: 'songIds',
  cover_image_id: 'coverImageId',
} as const;

/** Record data (snake_case, or already camelCase) to the contract's camelCase body. */
export function toCamelBody(
  data: Record<string, unknown>,
  fields: Record<string, string>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [recordKey, bodyKey] of Object.entries(fields)) {
    if (bodyKey in data) body[bodyKey] = data[bodyKey];
    else if (recordKey in data) body[bodyKey] = data[recordKey];
  }
  return body;
}

const inverse = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([recordKey, bodyKey]) => [bodyKey, recordKey]));

/** A `.catch` that rethrows a save error with its field errors under the record's names. */
export function withRecordFieldNames(fields: Record<string, string>): (error: unknown) => never {
  const recordNames = inverse(fields);
  return (error) => {
    throw renameFieldErrors(error, recordNames);
  };
}
