// Several people at once (issue 37): a colleague works through the API while the user has the
// artist form open. Their change to another field survives the user's save; a change to the same
// field is put to the user, keyboard first; an open form takes their change in and says so; the
// artists list left open catches up when the window comes back; a second tab on the same record
// is told.
import type { Page } from '@playwright/test';
import { asColleague } from './colleague';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

test.use({ signedIn: true });

const loaded = expect.configure({ timeout: 30_000 });

interface ArtistFields {
  stageName: string;
  realName: string | null;
  city: string | null;
}

async function openArtistEdit(page: Page, id = 1) {
  await page.goto(`/artists/${id}/edit`);
  await loaded(page.getByRole('textbox', { name: /^Stage name/ })).not.toHaveValue('');
}

async function artistOnServer(page: Page, id = 1): Promise<ArtistFields> {
  const { body } = await asColleague<ArtistFields>(page, 'GET', `/artists/${id}`);
  return body.data as ArtistFields;
}

/** The window comes back to the front: what a user switching windows does. */
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test('a colleague’s change to another field survives the user’s save', async ({ page }) => {
  await openArtistEdit(page);
  expect(
    (await asColleague(page, 'PUT', '/artists/1', { realName: 'Colleague Name' })).status,
  ).toBe(200);

  await page.getByRole('tab', { name: /Contact Details/ }).click();
  await page.getByRole('textbox', { name: 'City' }).fill('Marseille');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Artist updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/artists\/1$/);

  expect(await artistOnServer(page)).toMatchObject({
    realName: 'Colleague Name',
    city: 'Marseille',
  });
});

test('the same field changed by both: the user chooses, with the keyboard alone', async ({
  page,
}) => {
  await openArtistEdit(page);
  const realName = page.getByRole('textbox', { name: 'Real name' });
  await asColleague(page, 'PUT', '/artists/1', { realName: 'Their Name' });
  await realName.fill('My Name');
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Someone else changed the same fields' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: 'Real name' })).toBeVisible();
  await expect(dialog).toContainText('Their Name');
  await expect(dialog).toContainText('My Name');
  // The first choice has the focus; nothing is saved until every field is chosen.
  await expect(dialog.getByRole('radio', { name: 'Keep theirs' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Cancel first: nothing written, the typed text stays.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(realName).toHaveValue('My Name');
  expect((await artistOnServer(page)).realName).toBe('Their Name');

  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('radio', { name: 'Keep theirs' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Keep yours' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Artist updated successfully')).toBeVisible();
  expect((await artistOnServer(page)).realName).toBe('My Name');
});

test('an open form takes a colleague’s change in, and says so', async ({ page }) => {
  await openArtistEdit(page);
  await page.getByRole('tab', { name: /Contact Details/ }).click();
  const city = page.getByRole('textbox', { name: 'City' });
  await city.fill('Lille');
  await asColleague(page, 'PUT', '/artists/1', { realName: 'Renamed Meanwhile', city: 'Rouen' });
  await comeBack(page);

  const banner = page
    .getByRole('status')
    .filter({ hasText: 'Changed by someone else since you opened it' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Real name');
  await expect(city).toHaveValue('Lille');
  await page.getByRole('tab', { name: /Basic Info/ }).click();
  await expect(page.getByRole('textbox', { name: 'Real name' })).toHaveValue('Renamed Meanwhile');

  await banner.getByRole('button', { name: 'Show changes' }).click();
  const changes = page.getByRole('dialog', { name: 'Changes by someone else' });
  await expect(changes.getByRole('heading', { name: 'City' })).toBeVisible();
  await expect(changes).toContainText('Rouen');
  await expect(changes).toContainText('Lille');
  await expectNoSeriousA11yViolations(page);
  await changes.getByRole('button', { name: 'Load theirs' }).click();
  await expect(banner).toBeHidden();
  await page.getByRole('tab', { name: /Contact Details/ }).click();
  await expect(city).toHaveValue('Rouen');
});

test('the artists list left open catches up when the window comes back', async ({ page }) => {
  await page.goto('/artists');
  const table = page.getByRole('table');
  // The demo API answers once the app has started it.
  await loaded(table.getByRole('row').nth(1)).toBeVisible();
  // The newest artist: the first row of the list as it opens.
  const { body } = await asColleague<{ artists: Array<ArtistFields & { id: number }> }>(
    page,
    'GET',
    '/artists?page=1&limit=1&sortBy=createdAt&sortOrder=desc',
  );
  const newest = body.data?.artists[0];
  if (!newest) throw new Error('The demo API has no artist');
  await loaded(table.getByText(newest.stageName, { exact: true }).first()).toBeVisible();

  await asColleague(page, 'PUT', `/artists/${newest.id}`, { stageName: 'Renamed By A Colleague' });
  await expect(table.getByText(newest.stageName, { exact: true }).first()).toBeVisible();
  await comeBack(page);
  await expect(table.getByText('Renamed By A Colleague', { exact: true }).first()).toBeVisible();
});

test('an artist’s detail screen left open catches up when the tab shows again', async ({
  page,
}) => {
  await page.goto('/artists/1');
  await loaded(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { stageName } = await artistOnServer(page);
  await loaded(page.getByRole('heading', { level: 1, name: stageName })).toBeVisible();
  await asColleague(page, 'PUT', '/artists/1', { stageName: 'Seen On Return' });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('heading', { level: 1, name: 'Seen On Return' })).toBeVisible();
});

test('the same record open in two tabs: each says so, neither is blocked', async ({
  page,
  context,
}) => {
  await openArtistEdit(page);
  const second = await context.newPage();
  await openArtistEdit(second);
  const notice = 'This record is also open for editing in another tab of this browser.';
  await expect(second.getByRole('status').filter({ hasText: notice })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Save' })).toBeVisible();

  await second.close();
  await expect(page.getByRole('status').filter({ hasText: notice })).toBeHidden();
});

const IN_LANGUAGE = [
  {
    locale: 'fr',
    banner: 'Modifié par quelqu’un d’autre depuis son ouverture',
    save: 'Enregistrer',
    dialog: 'Quelqu’un d’autre a modifié les mêmes champs',
    theirs: 'Garder la sienne',
    cancelled: 'Rien n’a été enregistré. Vos modifications sont toujours dans le formulaire.',
  },
  {
    locale: 'es',
    banner: 'Otra persona lo cambió desde que usted lo abrió',
    save: 'Guardar',
    dialog: 'Otra persona cambió los mismos campos',
    theirs: 'Conservar la del colega',
    cancelled: 'No se guardó nada. Sus cambios siguen en el formulario.',
  },
] as const;

for (const texts of IN_LANGUAGE) {
  test(`a colleague’s change said in the user’s language (${texts.locale})`, async ({ page }) => {
    await page.addInitScript((locale) => {
      localStorage.setItem('RaStore.locale', JSON.stringify(locale));
    }, texts.locale);
    await page.goto('/artists/1/edit');
    const realName = page.locator('input[name="realName"]');
    await loaded(realName).toBeVisible();
    await realName.fill('Mine');
    await asColleague(page, 'PUT', '/artists/1', { realName: 'Theirs' });
    await comeBack(page);
    await expect(page.getByRole('status').filter({ hasText: texts.banner })).toBeVisible();

    await page.getByRole('button', { name: texts.save }).click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog.getByRole('radio', { name: texts.theirs })).toBeFocused();
    await dialog.getByRole('button', { name: /Annuler|Cancelar/ }).click();
    await expect(page.getByText(texts.cancelled)).toBeVisible();
    await expect(realName).toHaveValue('Mine');
  });
}
