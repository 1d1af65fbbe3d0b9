// Shared by the media library's tests: a seeded artist's library found through the dataProvider,
// the library rendered the way its screens mount it, and what jsdom lacks for thumbnails.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import type { Artist, MediaFile } from '@/api/types';
import { withJsdomUploads } from '@tests/helpers/uploadXhr';
import { createDataProvider, type LabelDataProvider } from '@/providers/data';
import { allArtists } from '@tests/helpers/seedCatalogue';
import { ArtistMediaLibrary } from './ArtistMediaLibrary';

export interface Library {
  artist: Artist;
  files: MediaFile[];
}

/** The first seeded artist whose media files satisfy `wanted`. */
export async function findLibrary(wanted: (library: Library) => boolean): Promise<Library> {
  const provider = createDataProvider();
  for (const artist of await allArtists()) {
    const { data: files } = await provider.getArtistMediaFiles(artist.id);
    if (wanted({ artist, files })) return { artist, files };
  }
  throw new Error('No seeded artist fits the test');
}

/**
 * The real dataProvider, except that served files come back as jsdom's own Blob: fetch in
 * Node answers with Node's Blob, which jsdom's `instanceof Blob` does not recognise.
 */
export function withJsdomBlobs(): LabelDataProvider {
  const provider = createDataProvider();
  const getMediaBlob = provider.getMediaBlob;
  provider.getMediaBlob = async (url, options) => {
    const { data } = await getMediaBlob(url, options);
    return { data: new Blob([await data.arrayBuffer()], { type: data.type }) };
  };
  return provider;
}

export function renderMediaLibrary(artist: Artist) {
  const user = userEvent.setup();
  return {
    user,
    ...renderWithAdmin(<ArtistMediaLibrary artist={artist} />, {
      dataProvider: withJsdomUploads(withJsdomBlobs()),
    }),
  };
}

/** jsdom has no object URLs; photo thumbnails and previews need them. */
export function stubObjectUrls() {
  let next = 0;
  Object.assign(URL, {
    createObjectURL: () => `blob:test/${(next += 1)}`,
    revokeObjectURL: () => undefined,
  });
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A folder or file button, found by the name it starts with. */
export const named = (name: string) => new RegExp(`^${escapeRegExp(name)}\\b`);

export const folderList = () => screen.findByRole('list', { name: 'Folders' });
export const fileList = () => screen.findByRole('list', { name: 'Files' });

/** The names of the file buttons on screen, in order. */
export async function shownFileNames(): Promise<string[]> {
  const list = await fileList();
  return within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('p')?.textContent ?? '');
}

export async function openFolder(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await within(await folderList()).findByRole('button', { name: named(name) }));
}

/** Files of one folder, newest first. */
export const folderFiles = (files: MediaFile[], category: string, subfolder: string | null) =>
  files
    .filter((f) => f.category === category && (f.subcategory || null) === subfolder)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
