import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';
import { tabTo } from './keyboardMoves';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

// Lune Rivière has one seeded album; the campaign is made for it.
const ARTIST = 'Lune Rivière';
const CAMPAIGN = 'Winter Nights Launch';

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Messages' }).getByText(text);

const card = (page: Page, name: string): Locator => page.getByRole('article', { name });

async function next(wizard: Locator) {
  await wizard.getByRole('button', { name: 'Next' }).click();
}

test(
  'a campaign from the four wizard steps to its generated posts, then deleted',
  { tag: '@nginx' },
  async ({ page }) => {
    test.slow();
    await page.goto('/promo-campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'Promo Campaigns' })).toBeVisible();

    // 1. The wizard, step by step
    await page.getByRole('button', { name: 'New Campaign' }).click();
    const wizard = page.getByRole('dialog', { name: /New Campaign/ });
    await expect(wizard.getByRole('progressbar', { name: /Step 1 of 4/ })).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
    await wizard.getByRole('searchbox', { name: 'Search artists' }).fill('lune');
    await wizard.getByRole('radio', { name: new RegExp(ARTIST) }).check();
    await wizard.getByRole('radiogroup', { name: 'Album' }).getByRole('radio').first().check();
    await expectNoSeriousA11yViolations(page);
    await next(wizard);

    await expect(wizard.getByRole('progressbar', { name: /Step 2 of 4/ })).toBeVisible();
    await wizard.getByRole('textbox', { name: /Campaign Name/ }).fill(CAMPAIGN);
    // The date picker's field takes the month, day and year typed in turn (English).
    await wizard
      .getByRole('group', { name: /Launch Date/ })
      .getByRole('spinbutton', { name: 'Month' })
      .click();
    await page.keyboard.type('03052027');
    await next(wizard);

    await expect(wizard.getByRole('progressbar', { name: /Step 3 of 4/ })).toBeVisible();
    const budget = wizard.getByRole('spinbutton', { name: /Total Budget/ });
    await budget.fill('2000');
    // A launch ahead: 50 / 25 / 25 of 2,000 CAD.
    const split = wizard.getByRole('table');
    await expect(split).toContainText('50%');
    await expect(split).toContainText('1,000.00');
    await expect(split).toContainText('500.00');
    await next(wizard);

    await expect(wizard.getByRole('progressbar', { name: /Step 4 of 4/ })).toBeVisible();
    await expect(wizard).toContainText(CAMPAIGN);
    await expect(wizard).toContainText(ARTIST);
    await wizard.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(wizard).toBeHidden();

    // 2. Its card, and the offer to generate now, declined
    const offer = page.getByRole('dialog', { name: 'Generate the posts now?' });
    await offer.getByRole('button', { name: 'Later' }).click();
    await expect(card(page, CAMPAIGN)).toContainText(ARTIST);
    await expect(card(page, CAMPAIGN)).toContainText('CA$2,000');

    // 3. Edit its budget
    await card(page, CAMPAIGN)
      .getByRole('button', { name: `Edit campaign ${CAMPAIGN}` })
      .click();
    const editor = page.getByRole('dialog', { name: /Edit Campaign/ });
    await next(editor);
    await next(editor);
    await editor.getByRole('spinbutton', { name: /Total Budget/ }).fill('3500');
    await next(editor);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editor).toBeHidden();
    await expect(card(page, CAMPAIGN)).toContainText('CA$3,500');

    // 4. Generate its posts and read the summary
    await card(page, CAMPAIGN)
      .getByRole('button', { name: `Generate posts for ${CAMPAIGN}` })
      .click();
    await expect(toast(page, /Generated \d+ posts/)).toBeVisible({ timeout: 30_000 });

    // 5. Its posts from a shared link, after a reload
    const id = new URL(
      (await card(page, CAMPAIGN)
        .getByRole('link', { name: `View posts of ${CAMPAIGN}` })
        .getAttribute('href')) ?? '',
      page.url(),
    ).searchParams.get('campaignId');
    expect(id).toMatch(/^\d+$/);
    await page.goto(`/promo-campaigns?campaignId=${id}`);
    await page.reload();
    const posts = page.getByRole('dialog', { name: new RegExp(CAMPAIGN) });
    await expect(posts.getByRole('table')).toBeVisible();
    await expect(posts.getByRole('row').nth(1)).toBeVisible();
    await posts.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/promo-campaigns$/);

    // 6. Delete it
    await card(page, CAMPAIGN)
      .getByRole('button', { name: `Delete campaign ${CAMPAIGN}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete campaign' });
    await expect(confirm).toContainText(CAMPAIGN);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, CAMPAIGN)).toHaveCount(0);
  },
);

test('the wizard can be finished with the keyboard alone', async ({ page }) => {
  test.slow();
  await page.goto('/promo-campaigns');
  const newCampaign = page.getByRole('button', { name: 'New Campaign' });
  await tabTo(page, newCampaign);
  await page.keyboard.press('Enter');
  const wizard = page.getByRole('dialog', { name: /New Campaign/ });

  // 1. Search, then choose the artist and an album with the arrow keys
  await tabTo(page, wizard.getByRole('searchbox', { name: 'Search artists' }));
  await page.keyboard.type('lune');
  const artist = wizard.getByRole('radio', { name: new RegExp(ARTIST) });
  await expect(artist).toBeVisible();
  await tabTo(page, artist);
  await page.keyboard.press('Space');
  await expect(artist).toBeChecked();
  const album = wizard.getByRole('radiogroup', { name: 'Album' }).getByRole('radio').first();
  await tabTo(page, album);
  await page.keyboard.press('Space');
  await expect(album).toBeChecked();
  const nextButton = wizard.getByRole('button', { name: 'Next' });
  await tabTo(page, nextButton);
  await page.keyboard.press('Enter');

  // 2. Details
  await expect(wizard.getByRole('progressbar', { name: /Step 2 of 4/ })).toBeVisible();
  await tabTo(page, wizard.getByRole('textbox', { name: /Campaign Name/ }));
  await page.keyboard.type('Keyboard Launch');
  // Tab reaches the date picker's first section; it takes the month, day and year in turn.
  await tabTo(
    page,
    wizard.getByRole('group', { name: /Launch Date/ }).getByRole('spinbutton', { name: 'Month' }),
  );
  await page.keyboard.type('03052027');
  await tabTo(page, nextButton);
  await page.keyboard.press('Enter');

  // 3. Budget: the minimum is kept
  await expect(wizard.getByRole('progressbar', { name: /Step 3 of 4/ })).toBeVisible();
  await tabTo(page, nextButton);
  await page.keyboard.press('Enter');

  // 4. Final configuration, then create
  await expect(wizard.getByRole('progressbar', { name: /Step 4 of 4/ })).toBeVisible();
  await tabTo(page, wizard.getByRole('button', { name: 'Create Campaign' }));
  await page.keyboard.press('Enter');
  await expect(wizard).toBeHidden();
  const offer = page.getByRole('dialog', { name: 'Generate the posts now?' });
  await tabTo(page, offer.getByRole('button', { name: 'Later' }));
  await page.keyboard.press('Enter');
  await expect(card(page, 'Keyboard Launch')).toContainText('Mar 5, 2027');
});
