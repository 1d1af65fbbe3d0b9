import type { Album } from '@/api/types';
import type { AlbumRow, Database } from '../../db/schema';
import { artistName } from '../songs/view';

export function toAlbum(row: AlbumRow, database: Database): Album {
  const { song_ids: songIds, ...fields } = row;
  return {
    ...fields,
    artist_name: artistName(database, row.artist_id),
    songs: songIds.flatMap((id) =>
      database.songs
        .filter((s) => s.id === id)
        .map((s) => ({ song_id: s.id, song_title: s.title, duration_seconds: s.duration_seconds })),
    ),
  };
}
