import type { MediaFile } from '@/api/types';
import type { Database, MediaRow } from '../../db/schema';
import { time } from '../common/query';

export function toMediaFile(row: MediaRow): MediaFile {
  const { artist_id: _artist, mime_type: _mime, source: _source, ...file } = row;
  return file;
}

export const newestFirst = (a: MediaRow, b: MediaRow): number =>
  (time(b.created_at) ?? 0) - (time(a.created_at) ?? 0) || b.id - a.id;

export function filesOf(database: Database, artistId: number): MediaRow[] {
  return database.mediaFiles.filter((m) => m.artist_id === artistId).sort(newestFirst);
}

/** Why a file may not be deleted, or null: profile image, album cover or song audio. */
export function isInUse(database: Database, fileId: number): boolean {
  return (
    database.artists.some((a) => a.profileImageId === fileId) ||
    database.albums.some((a) => a.cover_image_id === fileId) ||
    database.songs.some((s) => s.audio_file_id === fileId)
  );
}
