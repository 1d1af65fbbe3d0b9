// Every song and album of the artist, newest first. The Songs list needs the albums too: a song
// in an album's track list cannot be deleted, and the screen says so before anyone tries.
import { useGetList } from 'react-admin';
import type { Album, Song } from '../../../../../api/types';

// The API's largest page; an artist's catalogue stays far below it.
const ALL = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'created_at', order: 'DESC' as const },
};

export function useArtistCatalogue(artistId: number) {
  const filter = { artist_id: artistId };
  const songs = useGetList<Song>('songs', { ...ALL, filter });
  const albums = useGetList<Album>('albums', { ...ALL, filter });
  return { songs, albums };
}

/** Ids of the songs some album of `albums` holds. */
export const songIdsInAlbums = (albums: readonly Album[] | undefined): ReadonlySet<number> =>
  new Set((albums ?? []).flatMap((album) => album.songs.map((track) => track.song_id)));
