// Two people sharing one browser: each signs in through the sign-in page, the way the next
// person at the computer would, in the tab the last one left (no reload when it already shows
// the sign-in page: whatever the app kept in memory is still there).
import { expect, type Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/config/demo';

export interface DemoUser {
  /** The user's id in the demo seed (src/mocks/seed/core/people.ts): their part of the store. */
  id: number;
  email: string;
  password: string;
  /** As the sidebar shows it once signed in. */
  name: string;
}

/** The demo's own user, an admin. */
export const USER_A: DemoUser = { id: 1, ...DEMO_CREDENTIALS, name: 'Maya Chen' };

/** A colleague of the seed, a manager. */
export const USER_B: DemoUser = {
  id: 2,
  email: 'julien.roy@example.com',
  password: 'staff-demo-2026',
  name: 'Julien Roy',
};

const onSignInPage = (page: Page) => /\/login$/.test(new URL(page.url(), 'http://x').pathname);

/** Signs `user` in from the sign-in page (opened first if the tab is elsewhere), in any language. */
export async function signInAs(page: Page, user: DemoUser): Promise<void> {
  if (!onSignInPage(page)) await page.goto('/login');
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
  // Their own name at the foot of the sidebar: the app is theirs now.
  await expect(page.getByText(user.name, { exact: true }).first()).toBeVisible();
}
