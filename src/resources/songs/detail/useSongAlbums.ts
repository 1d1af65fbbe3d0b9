// The albums holding a song, read from its artist's albums and their track lists (the API has
// no "albums of a song" call). The same query as the artist's content tab, so it is shared.
import { useGetList } from 'react-admin';
import type { Album, Song } from '../../../api/types';
import { songIdsInAlbums } from '../../artists/detail/tabs/content/useArtistCatalogue';

const ALL = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'created_at', order: 'DESC' as const },
};

export interface SongOnAlbum {
  album: Album;
  /** 1-based track number. */
  position: number;
}

export function useSongAlbums(song: Pick<Song, 'id' | 'artist_id'>) {
  const albums = useGetList<Album>('albums', { ...ALL, filter: { artist_id: song.artist_id } });
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
