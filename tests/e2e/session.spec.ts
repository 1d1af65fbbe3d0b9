import { expect, test } from './fixtures';
import { DEMO_ACCESS_TOKEN_TTL_MS, DEMO_CREDENTIALS } from '../../src/config/demo';

test(
  'sign in, stay signed in across a reload and a token expiry, sign out',
  { tag: '@nginx' },
  async ({ page }) => {
    // A fake clock lets the journey pass an access-token expiry without waiting for it.
    await page.clock.install();
    const refreshes: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/refresh')) refreshes.push(Date.now());
    });

    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('demo-credentials')).toContainText(DEMO_CREDENTIALS.email);

    await page.getByRole('textbox', { name: /^email/i }).fill(DEMO_CREDENTIALS.email);
    await page.getByRole('textbox', { name: /^password/i }).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // Past the demo access token's lifetime, the next calls refresh once and carry on.
    await page.clock.fastForward(DEMO_ACCESS_TOKEN_TTL_MS + 60_000);
    await page.getByRole('menuitem', { name: 'Artists' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(1);
    expect(refreshes.length).toBe(1);
    await expect(page).toHaveURL(/\/artists/);

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/artists');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  },
);
