// Builds song and album bodies: camelCase names, trimmed text, empty optional text as null.
import { isRecord } from '@/api/errors';
import type { AlbumUpdate, SongUpdate } from '@/api/types';
import { ALBUM_FIELDS, SONG_FIELDS, toCamelBody } from './fieldNames';

/** A song body's optional texts (the catalogue import checks and tidies the same ones). */
export const SONG_TEXT = [
  'description',
  'lyrics',
  'instruments',
  'tempo',
  'mood',
  'genreTags',
  'theme',
  'productionStyle',
  'vocalStyle',
] as const;
const ALBUM_TEXT = ['description', 'upc', 'releaseDate'];

function tidy(
  body: Record<string, unknown>,
  optionalText: readonly string[],
  numbers: readonly string[],
) {
  if (typeof body.title === 'string') body.title = body.title.trim();
  for (const key of optionalText) {
    if (key in body) body[key] = typeof body[key] === 'string' ? body[key].trim() || null : null;
  }
  for (const key of numbers) {
    if (!(key in body)) continue;
    const value = body[key];
    const n = typeof value === 'string' && value.trim() ? Number(value) : value;
    body[key] = typeof n === 'number' && Number.isFinite(n) ? n : null;
  }
  return body;
}

export function toSongBody(data: Record<string, unknown>): SongUpdate {
  const body = tidy(toCamelBody(data, SONG_FIELDS), SONG_TEXT, [
    'artistId',
    'durationSeconds',
    'audioFileId',
  ]);
  // durationSeconds is a number or absent in the contract, never null.
  if (body.durationSeconds === null) delete body.durationSeconds;
  if ('isExplicit' in body) body.isExplicit = body.isExplicit === true;
  return body as SongUpdate;
}

export function toAlbumBody(data: Record<string, unknown>): AlbumUpdate {
  const source = { ...data };
  if (!('song_ids' in source) && !('songIds' in source) && Array.isArray(source.songs)) {
    source.song_ids = source.songs.filter(isRecord).map((track) => track.song_id);
  }
  const body = tidy(toCamelBody(source, ALBUM_FIELDS), ALBUM_TEXT, ['artistId', 'coverImageId']);
  if (Array.isArray(body.songIds)) {
    body.songIds = body.songIds.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  }
  return body as AlbumUpdate;
}
