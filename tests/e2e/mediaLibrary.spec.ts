// Issue 24, item 3: the label's media library (/media). A link opens it on an artist; a photo
// uploaded there is listed; the screen is read by axe in light and in dark, and in French.
import type { Page } from '@playwright/test';
import { encodePng } from '../../src/mocks/files/png';
import { expect, test } from './fixtures';
import { chooseMediaUpload, expectNoSeriousA11yViolations, toggleTheme } from './helpers';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

// The seed's first artist (src/mocks/seed/core/roster.ts).
const ARTIST = 'Lune Rivière';
const ARTIST_ID = 1;
const OTHER_ARTIST = 'JAYO';
const FILE_NAME = 'spring-tour-poster.png';
const SUBFOLDER = 'spring-tour';

/** A toast, in the stacked messages region (a tooltip may say the same words elsewhere). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Messages' }).getByText(text);

/** The page's own background: MUI paints the body from the theme. */
const isDark = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map(Number);
    return (r ?? 255) + (g ?? 255) + (b ?? 255) < 3 * 128;
  });

test("a link opens an artist's media library, a photo uploaded there is listed, light and dark", async ({
  page,
}) => {
  test.slow(); // an upload, and axe twice
  await page.emulateMedia({ colorScheme: 'light' });
  // A link to the screen, such as one a colleague sends: the artist is in its URL.
  await page.goto(`/media?artistId=${ARTIST_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Artist' })).toHaveValue(ARTIST);
  await expect(page.getByRole('link', { name: ARTIST })).toHaveAttribute(
    'href',
    `/artists/${ARTIST_ID}`,
  );
  await expect(page.getByRole('tab', { name: 'Photos', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Folders' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Upload a photo into a new subfolder of Promotional, as in the artist's Media tab.
  const upload = await chooseMediaUpload(page, {
    category: 'Promotional',
    subfolder: SUBFOLDER,
    file: { name: FILE_NAME, mimeType: 'image/png', buffer: Buffer.from(encodePng(96, 64, 11)) },
  });
  await expect(upload.getByRole('list', { name: 'Files' })).toContainText(FILE_NAME);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, '1 file uploaded')).toBeVisible();
  await expect(upload).toBeHidden();

  await page.getByRole('button', { name: /^Promotional, \d+ files?$/ }).click();
  await page.getByRole('button', { name: `${SUBFOLDER}, 1 file` }).click();
  const files = page.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('button', { name: FILE_NAME })).toBeVisible();

  // The same link later: the artist and the photo are still there (the demo keeps its data).
  await page.reload();
  await expect(page.getByRole('link', { name: ARTIST })).toBeVisible();
  await page.getByRole('button', { name: /^Promotional, \d+ files?$/ }).click();
  await expect(page.getByRole('button', { name: `${SUBFOLDER}, 1 file` })).toBeVisible();

  // Dark, chosen in the app bar as a person does.
  await toggleTheme(page);
  await expect.poll(() => isDark(page)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect.poll(() => isDark(page)).toBe(false);

  // Another artist, found by the server's search: the URL follows.
  const field = page.getByRole('combobox', { name: 'Artist' });
  await field.fill(OTHER_ARTIST);
  await page.getByRole('option', { name: new RegExp(`^${OTHER_ARTIST}`) }).click();
  await expect(page).toHaveURL(/\/media\?artistId=\d+$/);
  await expect(page.getByRole('link', { name: OTHER_ARTIST })).toBeVisible();
  // Both are now the recently used, first in the list, the latest first.
  await page.getByRole('region', { name: 'Artist' }).getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('Recently used')).toBeVisible();
  await expect(page.getByRole('option').nth(0)).toContainText(OTHER_ARTIST);
  await expect(page.getByRole('option').nth(1)).toContainText(ARTIST);
  await page.keyboard.press('Escape');

  // The artist's name leads to their page.
  await page.getByRole('link', { name: OTHER_ARTIST }).click();
  await expect(page).toHaveURL(/\/artists\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: OTHER_ARTIST })).toBeVisible();
});

test('in French, a link to an artist who no longer exists says so and offers the choice', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e:preferences')) return;
    sessionStorage.setItem('e2e:preferences', '1');
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    localStorage.setItem('RaStore.theme', JSON.stringify('light'));
  });
  await page.goto('/media?artistId=999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Médiathèque' })).toBeVisible();
  await expect(
    page.getByText('Aucun artiste avec l’identifiant « 999999 » : il a peut-être été supprimé.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Artiste' }).fill('Lune');
  await page.getByRole('option', { name: /Lune Rivière/ }).click();
  await expect(page).toHaveURL(new RegExp(`/media\\?artistId=${ARTIST_ID}$`));
  await expect(page.getByRole('tab', { name: 'Photos', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Vidéos' })).toBeVisible();
});
