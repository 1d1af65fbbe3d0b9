// Issue 8, item 1: signed out, any shell path shows the sign-in form, and signing in leads back
// to the page first asked for, query string included; a session that runs out on a deep page
// does the same.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_CREDENTIALS } from '../../src/config/demo';

const DAY_MS = 24 * 60 * 60 * 1000;

async function signInOnTheForm(page: Page) {
  await page.getByRole('textbox', { name: /^email/i }).fill(DEMO_CREDENTIALS.email);
  await page.getByRole('textbox', { name: /^password/i }).fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectSignInForm(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: /^email/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

const DEEP_LINKS = [
  {
    path: '/artists',
    shows: (page: Page) => page.getByRole('heading', { level: 1, name: 'Artists' }),
  },
  {
    path: '/songs?page=1',
    shows: (page: Page) => page.getByRole('heading', { level: 1, name: /songs/i }),
  },
  {
    path: '/artist/3?tab=media',
    shows: (page: Page) => page.getByRole('tab', { name: 'Media', selected: true }),
  },
];

for (const { path, shows } of DEEP_LINKS) {
  test(`signed out, ${path} shows the sign-in form and leads back there`, async ({ page }) => {
    await page.goto(path);
    await expectSignInForm(page);
    await signInOnTheForm(page);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
    await expect(shows(page)).toBeVisible();
  });
}

test('opened directly, /login leads to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await signInOnTheForm(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a session that runs out on a deep page returns there after signing in again', async ({
  page,
}) => {
  // A fake clock takes the session past its refresh token's lifetime (7 days) at once.
  await page.clock.install();
  await page.goto('/login');
  await signInOnTheForm(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/artist/3?tab=media');
  await expect(page.getByRole('tab', { name: 'Media', selected: true })).toBeVisible();

  // The next call (the bell's poll) gets 401, the refresh is refused: back to the sign-in form.
  await page.clock.fastForward(8 * DAY_MS);
  await expectSignInForm(page);

  await signInOnTheForm(page);
  await expect(page).toHaveURL(/\/artist\/3\?tab=media$/);
  await expect(page.getByRole('tab', { name: 'Media', selected: true })).toBeVisible();
});
