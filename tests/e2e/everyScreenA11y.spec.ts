// Issue 43: axe finds nothing serious on any screen of the admin, in the light theme and in the
// dark one. One walk per theme through every screen (a detail screen with each of its tabs), as a
// person goes there (the sidebar, a row's link), ending on the sign-in page after Logout. The
// states a screen reaches further on (a dialog, a filter, a run) are read by their own journeys.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, openDashboard } from './helpers';

test.use({ signedIn: true });

/** Dark when each of red, green and blue of the page's own background is below the middle. */
const pageIsDark = (page: Page) =>
  page.evaluate(() =>
    (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? [])
      .slice(0, 3)
      .every((channel) => Number(channel) < 128),
  );

/** The screen has its heading and has finished loading. */
async function ready(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A sidebar entry opened, then the screen it leads to read by axe. */
async function fromMenu(page: Page, item: string, heading: string | RegExp): Promise<void> {
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await ready(page, heading);
  await expectNoSeriousA11yViolations(page);
}

/** Each of a detail screen's tabs in turn, each read by axe once its panel has loaded. */
async function eachTab(page: Page, tabs: readonly string[]): Promise<void> {
  for (const name of tabs) {
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
}

/** A list's first record opened from its first link, the record's screen read with its tabs. */
async function firstRecord(page: Page, path: RegExp, tabs: readonly string[]): Promise<void> {
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(path);
  await ready(page, /./);
  await eachTab(page, tabs);
}

for (const theme of ['light', 'dark'] as const) {
  test(`every screen in the ${theme} theme, read by axe`, async ({ page }) => {
    test.slow(); // some thirty screens and tabs, each read by axe
    await page.emulateMedia({ colorScheme: theme });
    await openDashboard(page);
    expect(await pageIsDark(page)).toBe(theme === 'dark');
    await ready(page, 'Dashboard');
    await expectNoSeriousA11yViolations(page);

    await fromMenu(page, 'Artists', 'Artists');
    await page.getByRole('link', { name: 'Import artists from a CSV file' }).click();
    await ready(page, 'Import artists');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/artists/1');
    await ready(page, 'Lune Rivière');
    await eachTab(page, ['Overview', 'Content', 'Media', 'Social', 'Finance', 'Voice Card']);

    await fromMenu(page, 'Songs', 'Songs');
    await firstRecord(page, /\/song\/\d+/, ['Overview', 'Lyrics', 'Albums', 'Analytics']);
    await fromMenu(page, 'Albums', 'Albums');
    await firstRecord(page, /\/album\/\d+/, ['Overview', 'Tracks', 'Marketing', 'Analytics']);

    await fromMenu(page, 'Smart Links', 'Smart Links Manager');
    await fromMenu(page, 'Social Media', 'Social Media');
    await fromMenu(page, 'Promo Campaigns', 'Promo Campaigns');
    await page.getByRole('link', { name: /^View posts of Territoires/ }).click();
    const posts = page.getByRole('dialog', { name: /Territoires/ });
    await expect(posts.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(posts).toBeHidden();
    await fromMenu(page, 'Song Requests', 'Song Requests');
    await fromMenu(page, 'Media', 'Media library');
    await fromMenu(page, 'Analytics', 'Analytics');
    await fromMenu(page, 'Catalogue health', 'Catalogue health');
    await fromMenu(page, 'Settings', 'Settings');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('link', { name: 'View all notifications' }).click();
    await ready(page, 'Notifications');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
    expect(await pageIsDark(page)).toBe(theme === 'dark');
    await expectNoSeriousA11yViolations(page);
  });
}
