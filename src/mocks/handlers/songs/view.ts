import type { Song } from '@/api/types';
import type { Database, SongRow } from '../../db/schema';

export const artistName = (database: Database, artistId: number): string =>
  database.artists.find((a) => a.id === artistId)?.stageName ?? '';

export function toSong(row: SongRow, database: Database): Song {
  return { ...row, artist_name: artistName(database, row.artist_id) };
}

export const albumOfSong = (database: Database, songId: number) =>
  database.albums.find((album) => album.song_ids.includes(songId));
