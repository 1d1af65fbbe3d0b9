import { expect, test } from './fixtures';
import { DEMO_CREDENTIALS } from '../../src/config/demo';
import { expectNoSeriousA11yViolations, openDashboard } from './helpers';

// Each journey but the first starts signed in (its context holds a stored session); signing in
// itself is tested here, in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

test.describe(() => {
  // Signed out: this journey starts on the sign-in page.
  test.use({ signedIn: false });

  test('the sign-in page can switch to French, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/login');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Français' }).click();
    // The page speaks French, says so to assistive tech, and the focus stays on the choice.
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Français' })).toBeFocused();
    await page.getByRole('textbox', { name: /^courriel/i }).fill(DEMO_CREDENTIALS.email);
    await page.getByRole('textbox', { name: /^mot de passe/i }).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const sidebar = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(sidebar.getByRole('menuitem', { name: 'Artistes' })).toBeVisible();
    await expect(sidebar.getByRole('menuitem', { name: 'Campagnes promo' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(sidebar.getByRole('menuitem', { name: 'Demandes de chansons' })).toBeVisible();
  });
});

test('the sidebar lists the destinations in the spec order and marks the current one', async ({
  page,
}) => {
  await openDashboard(page);
  // The entries render just after the page (src/layout/Layout.tsx): wait for the last one.
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  const names = await page.getByRole('menu').first().getByRole('menuitem').allInnerTexts();
  expect(names.map((n) => n.trim()).filter(Boolean)).toEqual([
    'Dashboard',
    'Artists',
    'Songs',
    'Albums',
    'Smart Links',
    'Social Media',
    'Promo Campaigns',
    'Song Requests',
    'Media',
    'Analytics',
    'Catalogue health',
    'Settings',
    'Reset demo data',
    'Logout',
  ]);
  await page.getByRole('menuitem', { name: 'Songs' }).click();
  await expect(page).toHaveURL(/\/songs/);
  await expect(page.getByRole('menuitem', { name: 'Songs' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an unknown path lands on the dashboard', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a signed-in user who opens /login goes to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the bell: mark all read makes the badge disappear; the notifications page', async ({
  page,
}) => {
  await openDashboard(page);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await expect(page.locator('header .MuiBadge-badge:not(.MuiBadge-invisible)')).toBeVisible();
  await bell.click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByRole('listitem').first()).toBeVisible();
  await dropdown.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.locator('header .MuiBadge-badge:not(.MuiBadge-invisible)')).toHaveCount(0);

  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await page.getByRole('link', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
