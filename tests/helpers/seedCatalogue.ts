// The seeded catalogue as the API serves it, read through the real dataProvider: what a screen
// must show. Tests pick the artists, songs and albums they need from it.
import type { Album, Artist, Song } from '../../src/api/types';
import { createDataProvider } from '../../src/providers/data';

const ALL = { pagination: { page: 1, perPage: 1000 } };

export async function allArtists(): Promise<Artist[]> {
  return (await createDataProvider().getList<Artist>('artists', ALL)).data;
}

export interface Catalogue {
  artist: Artist;
  songs: Song[];
  albums: Album[];
}

export async function catalogueOf(artist: Artist): Promise<Catalogue> {
  const provider = createDataProvider();
  const filter = { artist_id: artist.id };
  const [songs, albums] = await Promise.all([
    provider.getList<Song>('songs', { ...ALL, filter }),
    provider.getList<Album>('albums', { ...ALL, filter }),
  ]);
  return { artist, songs: songs.data, albums: albums.data };
}

/** The first seeded artist whose songs and albums satisfy `wanted`. */
export async function findCatalogue(wanted: (c: Catalogue) => boolean): Promise<Catalogue> {
  for (const artist of await allArtists()) {
    const catalogue = await catalogueOf(artist);
    if (wanted(catalogue)) return catalogue;
  }
  throw new Error('No seeded artist fits the test');
}

/** Ids of the songs the albums hold. */
export const trackIds = (albums: readonly Album[]): Set<number> =>
  new Set(albums.flatMap((album) => album.songs.map((track) => track.song_id)));
