import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

// The demo seed: artist 1 has its Facebook page connected, with insights, recent posts and a
// media library holding photos; artist 3 is not connected.
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Messages' }).getByText(text);

test(
  'the voice card from a link: two sliders moved, saved, kept after a reload, previewed, reset',
  { tag: '@nginx' },
  async ({ page }) => {
    test.slow();
    await page.goto('/artist/1?tab=voice-card');
    const funny = page.getByRole('slider', { name: 'Funny' });
    const poetic = page.getByRole('slider', { name: 'Poetic' });
    await expect(funny).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    // With the keyboard, as a slider is meant to be moved: Funny to 1 then up two, Poetic to 10
    // then down one
    await funny.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await poetic.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect(funny).toHaveValue('3');
    await expect(poetic).toHaveValue('9');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Voice card saved')).toBeVisible();

    await page.reload();
    await expect(funny).toHaveValue('3', { timeout: 30_000 });
    await expect(poetic).toHaveValue('9');
    await expect(page.getByText('This artist has a saved voice card.')).toBeVisible();

    // A sample Instagram post, written while the form stays usable
    await page.getByRole('button', { name: 'Instagram' }).click();
    await page.getByRole('button', { name: 'Generate preview' }).click();
    await expect(page.getByRole('article', { name: 'Instagram preview' })).toBeVisible({
      timeout: 30_000,
    });

    // Reset asks first, then every field is back to its default
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset the voice card?' });
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(toast(page, 'Voice card reset to defaults')).toBeVisible();
    await expect(funny).toHaveValue('5');
    await expect(poetic).toHaveValue('6');
  },
);

test('the social tab: Facebook insights, a post with a photo, an invitation to an artist not connected', async ({
  page,
}) => {
  test.slow();
  await page.goto('/artist/1?tab=social');
  await page.getByRole('tab', { name: 'Facebook' }).click();
  await expect(page).toHaveURL(/social=facebook/);
  const figures = page.getByLabel('Facebook insights', { exact: true });
  await expect(figures).toContainText('Followers', { timeout: 30_000 });
  await expect(figures).toContainText('Engagement rate');
  await expect(page.getByRole('heading', { name: 'Recent posts' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Create Facebook Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Facebook Post' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('New single out Friday!');
  await dialog.getByRole('list', { name: 'Photos' }).getByRole('button').first().click();
  await expect(dialog.getByText('1 file selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Messages' })).toContainText(/Facebook/);

  await page.goto('/artist/3?tab=social&social=facebook');
  await expect(page.getByText('Not connected').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(/^Invitation sent to .+@.+/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(/^https?:\/\//);
});
