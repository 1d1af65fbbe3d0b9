import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, openDashboard } from './helpers';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

/** The page's own background: MUI paints the body from the theme. */
const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Dark when each of red, green and blue is below the middle. */
const isDark = (rgb: string) =>
  (rgb.match(/\d+/g) ?? []).slice(0, 3).every((channel) => Number(channel) < 128);

test('dark mode: chosen in the app bar, kept after a reload, then back to light', async ({
  page,
}) => {
  // Every screen in either theme is read by axe in everyScreenA11y.spec.ts.
  await page.emulateMedia({ colorScheme: 'light' });
  await openDashboard(page);
  expect(isDark(await bodyBackground(page))).toBe(false);

  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect.poll(async () => isDark(await bodyBackground(page))).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(isDark(await bodyBackground(page))).toBe(true);

  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  expect(isDark(await bodyBackground(page))).toBe(false);
});

test('the artists list keeps a hidden column and a saved view across reloads', async ({ page }) => {
  await page.goto('/artists');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Email' })).toBeVisible();

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('switch', { name: 'Email' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Stage name' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);

  // A filtered view, saved under a name, then found again from an unfiltered list.
  await page.goto(`/artists?filter=${encodeURIComponent('{"status":"suspended"}')}`);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Suspended');
  await page.getByRole('button', { name: 'Saved queries' }).click();
  await page.getByRole('menuitem', { name: 'Save current query...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current query as' });
  await dialog.getByRole('textbox', { name: 'Query name' }).fill('Suspended artists');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/artists');
  await page.reload();
  await page.getByRole('button', { name: 'Saved queries' }).click();
  await page.getByRole('menuitem', { name: 'Suspended artists', exact: true }).click();
  await expect(page).toHaveURL(/filter=.*suspended/);
  for (const row of await rows.all().then((all) => all.slice(1))) {
    await expect(row).toContainText('Suspended');
  }
});

test('Ctrl+K finds an artist as it is typed, and Enter opens it', async ({ page }) => {
  await openDashboard(page);
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', {
    name: 'Search artists, songs, albums and campaigns',
  });
  await expect(search).toBeFocused();
  await search.fill('Lune');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('group', { name: 'Artists' })).toContainText('Lune Rivière');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/artists\/1$/);
  await expect(page.getByRole('heading', { name: 'Lune Rivière', level: 1 })).toBeVisible();

  // Escape closes it where it was opened.
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await search.fill('zzzz-nothing');
  await expect(page.getByText('No results for “zzzz-nothing”')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
});
