import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, openDashboard } from './helpers';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

const PREVIEW = 'Live preview of the smart link page';

/** Fills the last entry of a platform card: platform, then address. */
async function fillLastEntry(page: Page, card: Locator, platform: string, url: string) {
  const platforms = card.getByRole('combobox', { name: 'Platform' });
  await platforms.last().click();
  await page.getByRole('option', { name: platform, exact: true }).click();
  await card.getByRole('textbox', { name: 'Profile URL' }).last().fill(url);
}

test(
  'a smart link: artist chosen, slug and button colour changed, Spotify added, a social entry hidden, kept after a reload; previewed',
  { tag: '@nginx' },
  async ({ page, context }) => {
    await openDashboard(page);
    await page.getByRole('menuitem', { name: 'Smart Links' }).click();
    await expect(
      page.getByRole('heading', { name: 'Smart Links Manager', level: 1 }),
    ).toBeVisible();

    // Sol y Sombra has no smart link yet: the default theme and no entries.
    await page.getByRole('combobox', { name: 'Artist' }).fill('Sol y');
    await page.getByRole('option', { name: /Sol y Sombra/ }).click();
    await expect(page).toHaveURL(/\/smart-links\?artistId=3$/);
    const slug = page.getByRole('textbox', { name: 'Slug' });
    await expect(slug).toHaveValue('');
    await slug.fill('Sol y Sombra');
    await expect(slug).toHaveValue('sol-y-sombra');

    // Dark enough to be read with the default white button text.
    const buttonColor = page.getByRole('textbox', { name: 'Button color', exact: true });
    await buttonColor.fill('#1565C0');

    const streaming = page.getByRole('region', { name: 'Streaming Platforms' });
    await streaming.getByRole('button', { name: 'Add streaming platform' }).click();
    await fillLastEntry(page, streaming, 'Spotify', 'https://open.spotify.com/artist/solysombra');

    const social = page.getByRole('region', { name: 'Social Platforms' });
    await social.getByRole('button', { name: 'Add social platform' }).click();
    await fillLastEntry(page, social, 'Instagram', 'https://www.instagram.com/solysombra');
    await social.getByRole('button', { name: 'Add social platform' }).click();
    await fillLastEntry(page, social, 'TikTok', 'https://www.tiktok.com/@solysombra');
    await social.getByRole('button', { name: 'Show TikTok on the page' }).click();
    await expect(social.getByText('Hidden')).toBeVisible();

    // The preview follows: the new entry in the new colour, the hidden one left out.
    const preview = page.frameLocator(`iframe[title="${PREVIEW}"]`);
    await expect(preview.getByRole('heading', { name: 'Sol y Sombra' })).toBeVisible();
    const spotify = preview.getByRole('link', { name: 'Spotify' });
    await expect(spotify).toHaveAttribute('href', 'https://open.spotify.com/artist/solysombra');
    await expect(spotify).toHaveCSS('background-color', 'rgb(21, 101, 192)');
    await expect(preview.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(preview.getByText('TikTok')).toHaveCount(0);

    // A javascript: address is never a link, in the preview or anywhere.
    await streaming.getByRole('button', { name: 'Add streaming platform' }).click();
    await fillLastEntry(page, streaming, 'Bandcamp', 'javascript:alert(1)');
    await expect(preview.getByText('Bandcamp')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Bandcamp' })).toHaveCount(0);
    await streaming.getByRole('button', { name: 'Remove Bandcamp' }).click();

    await expect(page.getByRole('img', { name: /QR code for .*\/sol-y-sombra$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Smart link saved successfully!')).toBeVisible();

    await page.reload();
    await expect(slug).toHaveValue('sol-y-sombra');
    await expect(buttonColor).toHaveValue('#1565C0');
    await expect(streaming.getByRole('combobox', { name: 'Platform' })).toHaveText(['Spotify']);
    await expect(social.getByRole('button', { name: 'Show TikTok on the page' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(preview.getByRole('link', { name: 'Spotify' })).toBeVisible();

    // Preview saves, then opens the public page (the admin's own rendition) in a new tab.
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('Saving changes before preview...')).toBeVisible();
    const publicPage = await opened;
    await expect(publicPage).toHaveURL(/\/smart-links\/page\/sol-y-sombra$/);
    const frame = publicPage.frameLocator('iframe[title="Smart link page of Sol y Sombra"]');
    await expect(frame.getByRole('link', { name: 'Spotify' })).toBeVisible();
    await expect(frame.getByText('TikTok')).toHaveCount(0);
    await publicPage.close();
  },
);

test('the Smart Links Manager in French and Spanish', async ({ page }) => {
  await page.goto('/smart-links?artistId=1');
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('lune-riviere');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(
    page.getByRole('heading', { name: 'Gestionnaire de liens intelligents', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer les modifications' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plateformes de streaming' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Langue' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(
    page.getByRole('heading', { name: 'Gestor de enlaces inteligentes', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
});
