import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import type { MediaFile } from '@/api/types';
import { server } from '@/mocks/node';
import { createDataProvider } from '@/providers/data';
import { recordRequests } from '@/resources/artists/detail/artistDetail.testkit';
import { findLibrary, folderList, named, openFolder, renderMediaLibrary } from './media.testkit';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

/** A seeded photo subfolder of the promotional category holding at least two files. */
async function promoFolder() {
  const isPromo = (f: MediaFile) => f.file_type === 'photo' && f.category === 'promotional';
  const { artist, files } = await findLibrary(({ files }) =>
    files
      .filter(isPromo)
      .some((f, _, all) => all.filter((g) => g.subcategory === f.subcategory).length >= 2),
  );
  const promo = files.filter(isPromo);
  const name = promo.find(
    (f) => promo.filter((g) => g.subcategory === f.subcategory).length >= 2,
  )?.subcategory;
  if (!name) throw new Error('No promotional subfolder with two files');
  return { artist, name, inFolder: promo.filter((f) => f.subcategory === name) };
}

async function startRename(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for folder ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Rename folder' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename folder' });
  return { dialog, field: within(dialog).getByRole('textbox', { name: 'Folder name' }) };
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('ArtistMediaLibrary: folder rename', () => {
  it('ignores an empty or unchanged name: no request, the folder stays', async () => {
    const { artist, name } = await promoFolder();
    const recorder = recordRequests();
    const { user } = renderMediaLibrary(artist);
    await openFolder(user, 'Promotional');

    for (const typed of ['', '   ', name]) {
      const { dialog, field } = await startRename(user, name);
      expect(field).toHaveValue(name);
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
      await closed();
    }

    expect(recorder.count('PATCH', /^\/media\/files\/\d+$/)).toBe(0);
    expect(within(await folderList()).getByRole('button', { name: named(name) })).toBeVisible();
    recorder.stop();
  });

  it('moves every file of the folder to the new name, then shows the renamed folder', async () => {
    const { artist, name, inFolder } = await promoFolder();
    const recorder = recordRequests();
    const { user } = renderMediaLibrary(artist);
    await openFolder(user, 'Promotional');

    const { dialog, field } = await startRename(user, name);
    await user.clear(field);
    await user.type(field, '  Spring-campaign ');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));

    expect(await screen.findByText('Folder renamed to "Spring-campaign"')).toBeVisible();
    await closed();
    const patches = recorder.requests.filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => r.path).sort()).toEqual(
      inFolder.map((f) => `/media/files/${f.id}`).sort(),
    );
    await waitFor(() =>
      expect(patches.map((r) => r.body)).toEqual(
        inFolder.map(() => ({ subcategory: 'Spring-campaign' })),
      ),
    );
    const folders = await folderList();
    expect(
      await within(folders).findByRole('button', {
        name: `Spring-campaign, ${inFolder.length} files`,
      }),
    ).toBeVisible();
    expect(within(folders).queryByRole('button', { name: named(name) })).not.toBeInTheDocument();

    const { data } = await createDataProvider().getArtistMediaFiles(artist.id, 'photo');
    for (const file of inFolder) {
      expect(data.find((f) => f.id === file.id)?.subcategory).toBe('Spring-campaign');
    }
    recorder.stop();
  });
});
