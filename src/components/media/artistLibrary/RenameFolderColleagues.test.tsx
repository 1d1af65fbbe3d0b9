// A folder rename when a colleague renamed or emptied the folder meanwhile (issue 37): their
// other name is put to the user, nothing moved until they choose; a folder gone is said, the
// typed name kept.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import type { MediaFile } from '@/api/types';
import { db } from '@/mocks/db/database';
import { server } from '@/mocks/node';
import { recordRequests } from '@/resources/artists/detail/artistDetail.testkit';
import { findLibrary, openFolder, renderMediaLibrary } from './media.testkit';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const CLASH = 'Someone else changed the same fields';

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

/** The folder's files as the demo API holds them now. */
const rowsOf = (files: readonly MediaFile[]) =>
  db().mediaFiles.filter((row) => files.some((file) => file.id === row.id));

async function typeNewName(user: UserEvent, folder: string, typed: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for folder ${folder}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Rename folder' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename folder' });
  const field = within(dialog).getByRole('textbox', { name: 'Folder name' });
  await user.clear(field);
  await user.type(field, typed);
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Rename' }));
  return { dialog, field, submit };
}

describe('ArtistMediaLibrary: folder rename, with a colleague at work', () => {
  it('asks when a colleague renamed the folder meanwhile; Cancel moves nothing', async () => {
    const { artist, name, inFolder } = await promoFolder();
    const recorder = recordRequests();
    const { user } = renderMediaLibrary(artist);
    await openFolder(user, 'Promotional');
    const { field, submit } = await typeNewName(user, name, 'My-name');
    // The colleague's rename: each file moved, as the app itself does it.
    for (const row of rowsOf(inFolder)) row.subcategory = 'Their-name';
    await submit();

    let question = await screen.findByRole('dialog', { name: CLASH });
    const choice = within(question).getByRole('radiogroup', { name: 'Folder name' });
    expect(choice).toHaveTextContent('Their-name');
    expect(choice).toHaveTextContent('My-name');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Nothing was saved. Your changes are still in the form.'),
    ).toBeVisible();
    expect(field).toHaveValue('My-name');
    expect(recorder.count('PATCH', /^\/media\/files\/\d+$/)).toBe(0);

    await submit();
    question = await screen.findByRole('dialog', { name: CLASH });
    await user.click(within(question).getByRole('radio', { name: 'Keep yours' }));
    await user.click(within(question).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Folder renamed to "My-name"')).toBeVisible();
    expect(recorder.count('PATCH', /^\/media\/files\/\d+$/)).toBe(inFolder.length);
    expect(rowsOf(inFolder).map((row) => row.subcategory)).toEqual(inFolder.map(() => 'My-name'));
    recorder.stop();
  });

  it('keeps the colleague’s name on the user’s choice, moving nothing', async () => {
    const { artist, name, inFolder } = await promoFolder();
    const recorder = recordRequests();
    const { user } = renderMediaLibrary(artist);
    await openFolder(user, 'Promotional');
    const { submit } = await typeNewName(user, name, 'My-name');
    for (const row of rowsOf(inFolder)) row.subcategory = 'Their-name';
    await submit();

    const question = await screen.findByRole('dialog', { name: CLASH });
    await user.click(within(question).getByRole('radio', { name: 'Keep theirs' }));
    await user.click(within(question).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A colleague’s change was kept: Folder name')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recorder.count('PATCH', /^\/media\/files\/\d+$/)).toBe(0);
    expect(rowsOf(inFolder).map((row) => row.subcategory)).toEqual(
      inFolder.map(() => 'Their-name'),
    );
    recorder.stop();
  });

  it('says when the folder was deleted meanwhile, and keeps the typed name', async () => {
    const { artist, name, inFolder } = await promoFolder();
    const recorder = recordRequests();
    const { user } = renderMediaLibrary(artist);
    await openFolder(user, 'Promotional');
    const { dialog, field, submit } = await typeNewName(user, name, 'My-name');
    db().mediaFiles = db().mediaFiles.filter((row) => !inFolder.some((f) => f.id === row.id));
    await submit();

    expect(
      await screen.findByText(
        'This folder no longer exists: someone else deleted or moved its files. Your name is kept.',
      ),
    ).toBeVisible();
    expect(dialog).toBeInTheDocument();
    expect(field).toHaveValue('My-name');
    expect(recorder.count('PATCH', /^\/media\/files\/\d+$/)).toBe(0);
    recorder.stop();
  });
});
