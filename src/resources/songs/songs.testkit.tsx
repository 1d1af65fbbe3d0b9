// Shared by the song screens' tests: seeded songs and albums found through the dataProvider
// (what the API says is the truth a screen must show), object URLs for jsdom, the current URL.
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Album, Artist, MediaFile, Song } from '../../api/types';
import { createDataProvider } from '../../providers/data';

const ALL = { pagination: { page: 1, perPage: 1000 } };

export const allSongs = async (): Promise<Song[]> =>
  (await createDataProvider().getList<Song>('songs', ALL)).data;

export const albumsOf = async (artistId: number): Promise<Album[]> =>
  (await createDataProvider().getList<Album>('albums', { ...ALL, filter: { artist_id: artistId } }))
    .data;

/** The first seeded song for which `wanted` holds, given the albums of its artist. */
export async function findSong(
  wanted: (song: Song, albums: Album[]) => boolean,
): Promise<{ song: Song; albums: Album[] }> {
  const albumsByArtist = new Map<number, Album[]>();
  for (const song of await allSongs()) {
    let albums = albumsByArtist.get(song.artist_id);
    if (!albums) {
      albums = await albumsOf(song.artist_id);
      albumsByArtist.set(song.artist_id, albums);
    }
    if (wanted(song, albums)) return { song, albums };
  }
  throw new Error('No seeded song fits the test');
}

/** The first seeded artist with a master recording, and its newest one. */
export async function findArtistWithMaster(): Promise<{ artist: Artist; file: MediaFile }> {
  const provider = createDataProvider();
  const { data: artists } = await provider.getList<Artist>('artists', ALL);
  for (const artist of artists) {
    const { data: files } = await provider.getArtistMediaFiles(artist.id, 'audio');
    const [file] = files
      .filter((f) => f.category === 'master-recordings' && (f.duration_seconds ?? 0) >= 1)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    if (file) return { artist, file };
  }
  throw new Error('No seeded artist has a master recording');
}

/** jsdom has no object URLs; the audio and the images need one. */
export function stubObjectUrls(): void {
  let count = 0;
  Object.assign(URL, {
    createObjectURL: () => `blob:test/${++count}`,
    revokeObjectURL: () => undefined,
  });
}

/** Shows the current URL, so tests can read where a screen navigated. */
export const LocationProbe = () => {
  const location = useLocation();
  return <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>;
};

export const currentUrl = () => screen.getByRole('status', { name: 'Current URL' }).textContent;
