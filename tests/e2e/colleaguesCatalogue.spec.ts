// Several people at once in the catalogue (issue 37): a colleague edits a song through the API
// while the user has its Edit song dialog open. Their change to another field survives the
// user's save; a change to the same field is put to the user, who keeps theirs.
import type { Page } from '@playwright/test';
import { asColleague } from './colleague';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, openDashboard } from './helpers';

test.use({ signedIn: true });

const loaded = expect.configure({ timeout: 30_000 });

interface SongFields {
  id: number;
  title: string;
  description: string | null;
  mood: string | null;
}

/** A toast, in the stacked messages region (a tooltip may say the same words elsewhere). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Messages' }).getByText(text);

async function songOnServer(page: Page, id: number): Promise<SongFields> {
  const { body } = await asColleague<SongFields>(page, 'GET', `/songs/${id}`);
  return body.data as SongFields;
}

/** The song detail's Edit song dialog, once the form shows the song. */
async function openSongEdit(page: Page, song: SongFields) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit song' });
  await loaded(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue(song.title);
  return dialog;
}

test('a song: a colleague’s change survives the user’s save, and the same field is asked about', async ({
  page,
}) => {
  await openDashboard(page);
  const { body } = await asColleague<SongFields[]>(page, 'GET', '/songs?limit=1');
  const [song] = body.data ?? [];
  if (!song) throw new Error('The demo catalogue has no song');
  await page.goto(`/song/${song.id}`);
  await loaded(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  const overview = page.getByRole('tabpanel', { name: 'Overview' });

  // 1. The colleague changes the description, the user the mood: both stay.
  let dialog = await openSongEdit(page, song);
  expect(
    (await asColleague(page, 'PUT', `/songs/${song.id}`, { description: 'Told by a colleague.' }))
      .status,
  ).toBe(200);
  await dialog.getByRole('textbox', { name: /^Mood/ }).fill('Euphoric');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Song updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(overview).toContainText('Told by a colleague.');
  await expect(overview).toContainText('Euphoric');
  expect(await songOnServer(page, song.id)).toMatchObject({
    description: 'Told by a colleague.',
    mood: 'Euphoric',
  });

  // 2. Both change the mood: the user is asked, and keeps theirs.
  dialog = await openSongEdit(page, song);
  await asColleague(page, 'PUT', `/songs/${song.id}`, { mood: 'Brooding' });
  await dialog.getByRole('textbox', { name: /^Mood/ }).fill('Serene');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog', { name: 'Someone else changed the same fields' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('radiogroup', { name: 'Mood' })).toBeVisible();
  await expect(question).toContainText('Brooding');
  await expect(question).toContainText('Serene');
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('radio', { name: 'Keep theirs' }).check();
  await question.getByRole('button', { name: 'Save' }).click();
  // The first save's toast may still show: this one comes after it, and the dialog closes.
  await expect(toast(page, 'Song updated successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(overview).toContainText('Brooding');
  expect((await songOnServer(page, song.id)).mood).toBe('Brooding');
});
