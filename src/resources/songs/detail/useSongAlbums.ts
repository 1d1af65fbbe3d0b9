// The albums holding a song, read from its artist's albums and their track lists (the API has
// no "albums of a song" call): the same query as the artist's content tab, so it is shared.
import type { Album, Song } from '@/api/types';
import { songIdsInAlbums, useArtistAlbums } from '@/components/catalogue/useArtistCatalogue';

export interface SongOnAlbum {
  album: Album;
  /** 1-based track number. */
  position: number;
}

export function useSongAlbums(song: Pick<Song, 'id' | 'artist_id'>) {
  const albums = useArtistAlbums(song.artist_id);
  const onAlbums: SongOnAlbum[] | undefined = albums.data?.flatMap((album) => {
    const index = album.songs.findIndex((track) => track.song_id === song.id);
    return index < 0 ? [] : [{ album, position: index + 1 }];
  });
  return {
    onAlbums,
    /** True once the albums are known to hold the song: the server would refuse its delete. */
    inAlbum: songIdsInAlbums(albums.data).has(song.id),
    isPending: albums.isPending,
    error: albums.error,
  };
}
