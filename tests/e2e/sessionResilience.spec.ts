// The session survives an ordinary bad day (issue 20, items 1 and 2): a refresh that could not
// be completed is tried again while the screen waits, only a rejected one signs out, and the
// tabs of one browser are one session. Faults are played by the demo API (demoApiFaults.ts).
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/config/demo';
import { injectApiFault } from './demoApiFaults';
import { expect, test } from './fixtures';
import { openDashboard } from './helpers';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

const REFRESH = { method: 'POST', path: '^/auth/refresh$' } as const;
const RECONNECTING = 'Connection interrupted. Reconnecting…';

/** The POST /auth/refresh requests sent from here on. */
function refreshesSent(target: Page | BrowserContext): string[] {
  const sent: string[] = [];
  target.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/auth/refresh')) {
      sent.push(request.url());
    }
  });
  return sent;
}

/** The stored access token stops working, as it does when it expires: the next call meets 401. */
const expireAccessToken = (page: Page) =>
  page.evaluate(() => localStorage.setItem('label-admin.accessToken', 'at_expired'));

/** The songs list with its rows: the screen carried on. */
async function expectSongsList(page: Page) {
  await expect(page).toHaveURL(/\/songs/);
  await expect(page.getByRole('heading', { level: 1, name: 'Songs' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

/** A second tab of the same browser, signed in by the first one's stored session. */
async function secondTab(context: BrowserContext, path = '/dashboard', heading = 'Dashboard') {
  const other = await context.newPage();
  await other.goto(path);
  await expect(other.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return other;
}

test('a 503 on the token refresh: "reconnecting", then the screen carries on, signed in', async ({
  page,
}) => {
  test.slow();
  await openDashboard(page);
  const refreshes = refreshesSent(page);
  await injectApiFault(page, { ...REFRESH, status: 503, times: 2 });
  await expireAccessToken(page);

  await page.getByRole('menuitem', { name: 'Songs' }).click();
  await expect(page.getByRole('status').filter({ hasText: RECONNECTING })).toBeVisible();
  await expectSongsList(page);
  await expect(page.getByText(RECONNECTING)).toBeHidden();
  // Two answered 503, the third try succeeded.
  expect(refreshes).toHaveLength(3);
});

test('a dropped connection on the token refresh is not a sign-out either', async ({ page }) => {
  test.slow();
  await openDashboard(page);
  await injectApiFault(page, { ...REFRESH, abort: true, times: 1 });
  await expireAccessToken(page);

  await page.getByRole('menuitem', { name: 'Songs' }).click();
  await expect(page.getByRole('status').filter({ hasText: RECONNECTING })).toBeVisible();
  await expectSongsList(page);
  await expect(page.getByText(RECONNECTING)).toBeHidden();
});

test('a refresh the server rejects ends the session, even after a failed try', async ({ page }) => {
  test.slow();
  await openDashboard(page);
  await injectApiFault(page, { ...REFRESH, status: 503, times: 1 });
  await injectApiFault(page, { ...REFRESH, status: 401, message: 'Invalid refresh token' });
  await expireAccessToken(page);

  await page.getByRole('menuitem', { name: 'Songs' }).click();
  await expect(page.getByRole('status').filter({ hasText: RECONNECTING })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('label-admin.refreshToken'))).toBeNull();
});

test('two tabs whose token expired together send one refresh, and both carry on', async ({
  page,
  context,
}) => {
  test.slow();
  await openDashboard(page);
  const other = await secondTab(context);
  const refreshes = refreshesSent(context);
  // A slow refresh: the second tab's 401 comes while the first tab's refresh is under way.
  for (const tab of [page, other]) await injectApiFault(tab, { ...REFRESH, delayMs: 2_000 });
  await expireAccessToken(page);

  await Promise.all(
    [page, other].map((tab) => tab.getByRole('menuitem', { name: 'Songs' }).click()),
  );
  await expectSongsList(page);
  await expectSongsList(other);
  expect(refreshes).toHaveLength(1);
});

test('signing out in one tab signs out the other; signing in is picked up too', async ({
  page,
  context,
}) => {
  test.slow();
  await openDashboard(page);
  const other = await secondTab(context, '/songs', 'Songs');

  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The other tab, untouched, follows.
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Signing in again in the first tab: the other tab goes back where it was.
  await page.locator('input[name="email"]').fill(DEMO_CREDENTIALS.email);
  await page.locator('input[name="password"]').fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSongsList(other);
});
