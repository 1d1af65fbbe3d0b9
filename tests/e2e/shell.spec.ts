import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_CREDENTIALS } from '../../src/config/demo';
import { openDashboard } from './helpers';

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
});

test.describe('a list at 1024 × 768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  const LANGUAGES = [
    {
      locale: 'fr',
      title: 'Artistes',
      importArtists: 'Importer des artistes depuis un fichier CSV',
      pageOf: /^Page 1 sur \d+$/,
      pagination: 'Pagination',
    },
    {
      locale: 'es',
      title: 'Artistas',
      importArtists: 'Importar artistas desde un archivo CSV',
      pageOf: /^Página 1 de \d+$/,
      pagination: 'Paginación',
    },
  ];

  /** Where an element lies across the page (scrolled or not), and the page's visible width. */
  const across = (locator: Locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        left: box.left + window.scrollX,
        right: box.right + window.scrollX,
        pageWidth: document.documentElement.clientWidth,
      };
    });

  async function expectWithinWidth(locator: Locator, what: string) {
    const { left, right, pageWidth } = await across(locator);
    expect(left, `${what}: its left edge`).toBeGreaterThanOrEqual(0);
    expect(right, `${what}: its right edge`).toBeLessThanOrEqual(pageWidth);
  }

  for (const texts of LANGUAGES) {
    test(`the artists list fits the width in ${texts.locale}: no sideways scroll`, async ({
      page,
    }) => {
      await page.addInitScript((locale) => {
        localStorage.setItem('RaStore.locale', JSON.stringify(locale));
      }, texts.locale);
      await page.goto('/artists');
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      // The browser tab names the page too, in the same language (WCAG 2.4.2).
      await expect(page).toHaveTitle(`${texts.title} · Label Admin`);
      const pagination = page.getByRole('navigation', { name: texts.pagination });
      await expect(pagination).toBeVisible();

      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);

      const importButton = page.getByRole('link', { name: texts.importArtists });
      await expect(importButton).toBeInViewport({ ratio: 1 });
      await expectWithinWidth(importButton, 'Import');
      await expectWithinWidth(page.getByText(texts.pageOf), 'the page count');
      await expectWithinWidth(pagination, 'the pagination');
    });
  }
});
