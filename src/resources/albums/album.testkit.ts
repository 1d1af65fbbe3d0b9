// Shared by the album screens' tests: seeded albums read through the dataProvider, and object
// URLs for the covers (jsdom has none).
import { afterEach, beforeEach } from 'vitest';
import type { Album, MediaFile } from '../../api/types';
import { createDataProvider } from '../../providers/data';

const ALL = { pagination: { page: 1, perPage: 1000 } };

export async function allAlbums(): Promise<Album[]> {
  return (
    await createDataProvider().getList<Album>('albums', {
      ...ALL,
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    })
  ).data;
}

/** The first seeded album (newest first) that satisfies `wanted`. */
export async function findAlbum(wanted: (album: Album) => boolean): Promise<Album> {
  const album = (await allAlbums()).find(wanted);
  if (!album) throw new Error('No seeded album fits the test');
  return album;
}

/** The artist's album covers, newest first: the picker's compact list shows these. */
export async function albumCoversOf(artistId: number): Promise<MediaFile[]> {
  const { data } = await createDataProvider().getArtistMediaFiles(artistId, 'photo');
  return data
    .filter((file) => file.category === 'album-covers')
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Gives covers and thumbnails the object URLs jsdom lacks, for the tests of this file. */
export function stubObjectUrls() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let next = 0;
  beforeEach(() => {
    Object.assign(URL, {
      createObjectURL: () => `blob:test/${++next}`,
      revokeObjectURL: () => undefined,
    });
  });
  afterEach(() => {
    Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
  });
}
