// Every song and album of an artist, newest first. The artist's content tab, a song's albums
// and the album form's track picker ask with the same parameters, so they share one cache
// entry: a song in an album's track list cannot be deleted, and each screen can say so before
// anyone tries.
import { useGetList } from 'react-admin';
import type { Album, Song } from '../../api/types';

// The API's largest page; an artist's catalogue stays far below it.
const ALL = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'created_at', order: 'DESC' as const },
};

export const useArtistAlbums = (artistId: number) =>
  useGetList<Album>('albums', { ...ALL, filter: { artist_id: artistId } });

export const useArtistSongs = (artistId: number) =>
  useGetList<Song>('songs', { ...ALL, filter: { artist_id: artistId } });

export function useArtistCatalogue(artistId: number) {
  return { songs: useArtistSongs(artistId), albums: useArtistAlbums(artistId) };
}

/** Ids of the songs some album of `albums` holds. */
export const songIdsInAlbums = (albums: readonly Album[] | undefined): ReadonlySet<number> =>
  new Set((albums ?? []).flatMap((album) => album.songs.map((track) => track.song_id)));
