// Issue 24, item 4: the album's Marketing tab. Its campaigns as the campaigns screen's cards, its
// artist's smart link, and a new campaign started from there with the album already chosen.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, toggleTheme } from './helpers';

test.use({ signedIn: true });

// The demo seed: Lune Rivière (artist 1, smart link "lune-riviere") has one album, Territoires
// (album 5), and one campaign for it.
const ALBUM_PATH = '/album/5?tab=marketing';
const ALBUM = 'Territoires';
const ARTIST = 'Lune Rivière';
const SEEDED_CAMPAIGN = 'Territoires – EP launch';
const NEW_CAMPAIGN = 'Territoires – spring push';

async function openMarketingTab(page: Page) {
  await page.goto(ALBUM_PATH);
  await expect(page.getByRole('heading', { level: 1, name: ALBUM })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Marketing' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test("from an album's Marketing tab, a campaign for that album", async ({ page }) => {
  test.slow();
  await openMarketingTab(page);

  // 1. The album's campaigns and its artist's smart link
  const campaigns = page.getByRole('region', { name: 'Campaigns for this album' });
  const seeded = campaigns.getByRole('article', { name: SEEDED_CAMPAIGN });
  await expect(seeded).toContainText(ARTIST);
  await expect(seeded).toContainText(/CA\$/);
  const smartLink = page.getByRole('region', { name: `Smart link of ${ARTIST}` });
  await expect(smartLink.getByRole('link', { name: /\/lune-riviere/ })).toBeVisible();
  await expect(smartLink.getByRole('img', { name: /QR code for .*\/lune-riviere/ })).toBeVisible();
  await expect(
    smartLink.getByRole('link', { name: 'Open in the Smart Links manager' }),
  ).toHaveAttribute('href', '/smart-links?artistId=1');

  // 2. Readable in both themes
  await expectNoSeriousA11yViolations(page);
  await toggleTheme(page);
  await expect(seeded).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await toggleTheme(page);

  // 3. The wizard opens with the artist and the album chosen, and again after a reload
  await campaigns.getByRole('link', { name: 'New campaign for this album' }).click();
  await expect(page).toHaveURL(/\/promo-campaigns\?wizard=new&artistId=1&albumId=5$/);
  const wizard = page.getByRole('dialog', { name: 'New Campaign' });
  await expect(wizard.getByText(`Selected artist: ${ARTIST}`)).toBeVisible();
  await expect(wizard.getByText(`Selected album: ${ALBUM}`)).toBeVisible();
  await expect(wizard.getByRole('radio', { name: new RegExp(`^${ALBUM}`) })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(wizard.getByText(`Selected album: ${ALBUM}`)).toBeVisible();

  // 4. Through the other steps to the new campaign
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('progressbar', { name: /Step 2 of 4/ })).toBeVisible();
  await wizard.getByRole('textbox', { name: /Campaign Name/ }).fill(NEW_CAMPAIGN);
  await wizard
    .getByRole('group', { name: /Launch Date/ })
    .getByRole('spinbutton', { name: 'Month' })
    .click();
  await page.keyboard.type('04102027');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('progressbar', { name: /Step 3 of 4/ })).toBeVisible();
  await wizard.getByRole('spinbutton', { name: /Total Budget/ }).fill('1500');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('progressbar', { name: /Step 4 of 4/ })).toBeVisible();
  await expect(wizard).toContainText(ALBUM);
  await wizard.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(wizard).toBeHidden();
  await page
    .getByRole('dialog', { name: 'Generate the posts now?' })
    .getByRole('button', { name: 'Later' })
    .click();
  // Closed, the wizard's request has left the address: a reload would not reopen it.
  await expect(page).toHaveURL(/\/promo-campaigns$/);
  await expect(page.getByRole('article', { name: NEW_CAMPAIGN })).toContainText(ALBUM);

  // 5. Back on the album, both of its campaigns
  await openMarketingTab(page);
  await expect(campaigns.getByRole('article', { name: NEW_CAMPAIGN })).toContainText('CA$1,500');
  await expect(campaigns.getByRole('article', { name: SEEDED_CAMPAIGN })).toBeVisible();
});

test('the Marketing tab reads in French', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e:preferences')) return;
    sessionStorage.setItem('e2e:preferences', '1');
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
  });
  await page.goto(ALBUM_PATH);
  await expect(page.getByRole('heading', { level: 1, name: ALBUM })).toBeVisible();
  const campaigns = page.getByRole('region', { name: 'Campagnes de cet album' });
  await expect(campaigns.getByRole('article', { name: SEEDED_CAMPAIGN })).toContainText(/\$\s?CA/);
  await expect(
    campaigns.getByRole('link', { name: 'Nouvelle campagne pour cet album' }),
  ).toBeVisible();
  const smartLink = page.getByRole('region', { name: `Lien intelligent de ${ARTIST}` });
  await expect(
    smartLink.getByRole('link', { name: 'Ouvrir dans le gestionnaire de liens intelligents' }),
  ).toBeVisible();
  await expect(page.getByText('Campaigns for this album')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
