import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { encodePng } from '../../src/mocks/files/png';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

const STAGE_NAME = 'Aurore Nordique';

async function choose(page: Page, field: string, options: string[]) {
  await page.getByRole('combobox', { name: new RegExp(`^${field}`) }).click();
  for (const option of options) await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

async function fill(page: Page, label: string, value: string) {
  await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
}

test('an artist from creation to deletion', { tag: '@nginx' }, async ({ page }) => {
  test.slow();
  await page.goto('/artists');
  await page.getByRole('link', { name: 'New artist' }).click();
  await expect(page).toHaveURL(/\/artists\/create$/);

  // Basic Info
  await fill(page, 'Stage name', STAGE_NAME);
  await fill(page, 'Real name', 'Élodie Gagnon');
  await fill(page, 'First name', 'Élodie');
  await fill(page, 'Last name', 'Gagnon');
  await choose(page, 'Gender', ['Female']);
  await page.getByLabel('Date of birth').fill('1998-05-04');

  // Contact Details
  await page.getByRole('tab', { name: 'Contact Details' }).click();
  await fill(page, 'Email', 'aurore.nordique@example.com');
  await fill(page, 'Cellphone', '+1 418 555 0144');
  await fill(page, 'Address', '12 rue du Petit-Champlain');
  await fill(page, 'City', 'Québec');
  await fill(page, 'State / Province', 'QC');
  await fill(page, 'Country', 'Canada');
  await fill(page, 'Postal code', 'G1K 4H4');

  // Genres & Status
  await page.getByRole('tab', { name: 'Genres & Status' }).click();
  await choose(page, 'Genres', ['Indie Pop', 'Folk']);
  await choose(page, 'Public status', ['Emerging artist']);
  await page.getByRole('switch', { name: 'Verified' }).check();

  // Singing Languages, with the "other" language
  await page.getByRole('tab', { name: 'Singing Languages' }).click();
  await choose(page, 'Singing languages', ['French', 'Other']);
  await fill(page, 'Other language', 'Innu-aimun');

  // Multilingual Bios: every language and platform
  await page.getByRole('tab', { name: 'Multilingual Bios' }).click();
  for (const [language, prefix] of [
    ['English', 'Québec City folk-pop'],
    ['French', 'Folk-pop de Québec'],
    ['Spanish', 'Folk-pop de Quebec'],
  ]) {
    await page.getByRole('tab', { name: language, exact: true }).click();
    for (const platform of ['General', 'TikTok', 'Instagram', 'Facebook']) {
      await fill(page, `${platform} bio`, `${prefix} (${platform}).`);
    }
  }

  // Profile Image
  await page.getByRole('tab', { name: 'Profile Image' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'aurore.png',
    mimeType: 'image/png',
    buffer: Buffer.from(encodePng(64, 64, 7, 'portrait')),
  });
  await expect(page.getByRole('img', { name: /chosen image/i })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Artist created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/artists\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: STAGE_NAME })).toBeVisible();

  // Writes survive a reload (demo database in the browser).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: STAGE_NAME })).toBeVisible();
  await expect(page.getByRole('img', { name: STAGE_NAME })).toBeVisible();

  // Find it by search, open it
  await page.goto('/artists');
  await page.getByRole('textbox', { name: 'Search' }).fill('aurore nord');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: STAGE_NAME }).click();
  await expect(page.getByRole('heading', { level: 1, name: STAGE_NAME })).toBeVisible();

  // Status and public status
  await choose(page, 'Status', ['Inactive']);
  await expect(page.getByText('Artist status updated to Inactive')).toBeVisible();
  await choose(page, 'Public status', ['Established artist']);
  await expect(page.getByRole('combobox', { name: /^Public status/ })).toHaveText(
    'Established artist',
  );

  // Edit the French bio
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('tab', { name: 'Multilingual Bios' }).click();
  await page.getByRole('tab', { name: 'French', exact: true }).click();
  await fill(page, 'General bio', 'Autrice-compositrice de Québec, entre folk et pop.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Artist updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/artists\/\d+$/);

  // The French bio shows when the interface is in French
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.getByText('Autrice-compositrice de Québec, entre folk et pop.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Langue' }).click();
  await page.getByRole('option', { name: 'English' }).click();

  // Delete it from the list
  await page.goto('/artists');
  await page.getByRole('textbox', { name: 'Search' }).fill('aurore nord');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(
      `Are you sure you want to delete "${STAGE_NAME}"? This action cannot be undone.`,
    ),
  ).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /confirm|delete/i })
    .click();
  await expect(page.getByText(`Artist "${STAGE_NAME}" deleted successfully`)).toBeVisible();
  await expect(page.getByText('No artists found')).toBeVisible();
});
