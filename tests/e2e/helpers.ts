import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/config/demo';

/** Sends the sign-in form with the demo credentials, in any language, until the app moves on. */
export async function submitSignInForm(page: Page): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(DEMO_CREDENTIALS.email);
  await page.locator('input[name="password"]').fill(DEMO_CREDENTIALS.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in with the demo credentials from the sign-in page, in any language. */
export async function signIn(page: Page): Promise<void> {
  await submitSignInForm(page);
  // The app shows once its texts are there (layout/AppTexts.tsx): wait for the page itself.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

export { expectNoSeriousA11yViolations } from './a11y';

/** Opens the dashboard of a journey that starts signed in (`test.use({ signedIn: true })`). */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export interface MediaUpload {
  /** The category's name in the upload dialog, e.g. "Promotional". */
  category: string;
  subfolder: string;
  file: { name: string; mimeType: string; buffer: Buffer };
}

/**
 * In an artist's media library (their Media tab, or /media): Upload, a category and a new
 * subfolder, then the file through the browser's file chooser. Returns the upload dialog.
 */
export async function chooseMediaUpload(page: Page, upload: MediaUpload): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload media' });
  await dialog.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: upload.category }).click();
  await dialog.getByRole('combobox', { name: /^Subfolder/ }).fill(upload.subfolder);
  const opening = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose files' }).click();
  await (await opening).setFiles(upload.file);
  return dialog;
}

/**
 * Switches between the light and dark themes with the app bar's button, then rests the pointer
 * on the page's heading: the button's tooltip, opened by the hover, would otherwise be fading in
 * (half-transparent, its text short of contrast) under the next accessibility check.
 */
export async function toggleTheme(page: Page, name = 'Toggle light/dark mode'): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page.getByRole('heading', { level: 1 }).first().hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

/**
 * The keyboard's focus is on some element of the page, not on <body> (where a screen reader
 * starts again from the top). Polled briefly: after a step replaces part of the screen, the app
 * moves the focus on once the new part has rendered.
 */
export async function expectFocusNotOnBody(page: Page, step: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'none'), {
      message: `focus after ${step}`,
      timeout: 3_000,
    })
    .not.toMatch(/^(BODY|none)$/);
}
