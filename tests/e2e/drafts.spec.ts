// Typed work survives (issue 20, item 3): a reload in the middle of a form keeps a draft the
// form offers back ("Restore your unsaved changes from 10:42?"), Discard drops it for good, and
// a reload with unsaved input first gets the browser's leave warning.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, signIn } from './helpers';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

// The alert's text also holds its buttons' labels.
const OFFER = /Restore your unsaved changes from [^?]+\?/;

/**
 * Accepts every dialog the browser raises (a leave warning left unanswered would cancel the
 * reload) and records their types.
 */
function acceptDialogs(page: Page): string[] {
  const types: string[] = [];
  page.on('dialog', (dialog) => {
    types.push(dialog.type());
    void dialog.accept();
  });
  return types;
}

// A screen loaded afresh (a reload, a first visit) can take longer than one step on a busy machine.
const loaded = expect.configure({ timeout: 30_000 });

const offer = (page: Page) => page.getByRole('status').filter({ hasText: OFFER });

/** The artist edit form, loaded (reloading a form screen can take a while on a busy machine). */
async function openArtistEdit(page: Page) {
  await page.goto('/artists/1/edit');
  await loaded(page.getByRole('textbox', { name: /^Stage name/ })).not.toHaveValue('');
  return page.getByRole('textbox', { name: 'Real name' });
}

test('a reload in the middle of the campaign wizard: asked first, then Restore brings it back at its step', async ({
  page,
}) => {
  test.slow();
  const dialogs = acceptDialogs(page);
  await page.goto('/promo-campaigns');
  await page.getByRole('button', { name: 'New Campaign' }).click();
  let wizard = page.getByRole('dialog', { name: /New Campaign/ });
  await wizard.getByRole('searchbox', { name: 'Search artists' }).fill('lune');
  await wizard.getByRole('radio', { name: /Lune Rivière/ }).check();
  await wizard.getByRole('radiogroup', { name: 'Album' }).getByRole('radio').first().check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('textbox', { name: /Campaign Name/ }).fill('Reloaded push');
  // The date picker's field takes the month, day and year typed in turn (English).
  await wizard
    .getByRole('group', { name: /Launch Date/ })
    .getByRole('spinbutton', { name: 'Month' })
    .click();
  await page.keyboard.type('03052027');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('progressbar', { name: /Step 3 of 4/ })).toBeVisible();

  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);

  await page.getByRole('button', { name: 'New Campaign' }).click({ timeout: 30_000 });
  wizard = page.getByRole('dialog', { name: /New Campaign/ });
  await expect(wizard.getByRole('progressbar', { name: /Step 1 of 4/ })).toBeVisible();
  await expect(offer(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await wizard.getByRole('button', { name: 'Restore' }).click();

  await expect(wizard.getByRole('progressbar', { name: /Step 3 of 4/ })).toBeVisible();
  await expect(offer(page)).toBeHidden();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).toContainText('Reloaded push');
  await expect(wizard).toContainText('Lune Rivière');
  await wizard.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(wizard).toBeHidden();
  await page
    .getByRole('dialog', { name: 'Generate the posts now?' })
    .getByRole('button', { name: 'Later' })
    .click();

  // Saved: the draft is gone, the next wizard starts empty with nothing to restore.
  await page.reload();
  await page.getByRole('button', { name: 'New Campaign' }).click();
  await expect(page.getByRole('dialog', { name: /New Campaign/ })).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
});

test('a reload in the artist edit form: Restore brings the typed values back, Discard drops them for good', async ({
  page,
}) => {
  test.slow();
  acceptDialogs(page);
  const realName = await openArtistEdit(page);
  const original = await realName.inputValue();
  await realName.fill('Typed before the reload');

  await page.reload();
  await loaded(offer(page)).toBeVisible();
  await expect(realName).toHaveValue(original);
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(realName).toHaveValue('Typed before the reload');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

  // Changed again, reloaded again: this time the draft is thrown away.
  await realName.fill('Not wanted after all');
  await page.reload();
  await loaded(offer(page)).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(realName).toHaveValue(original);
  await page.reload();
  await loaded(realName).toHaveValue(original);
  await expect(offer(page)).toHaveCount(0);
});

test('signing out with a draft asks once, and signing out anyway deletes it', async ({ page }) => {
  test.slow();
  const dialogs = acceptDialogs(page);
  const realName = await openArtistEdit(page);
  const original = await realName.inputValue();
  await realName.fill('Left behind');

  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const question = page.getByRole('dialog', { name: 'Sign out with unsaved changes?' });
  await expect(question).toContainText('You have unsaved changes in 1 form. Sign out anyway?');
  await question.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(realName).toHaveValue('Left behind');

  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await question.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Asked once: react-admin's own unsaved-changes question did not follow.
  expect(dialogs).toEqual([]);

  await signIn(page);
  await openArtistEdit(page);
  await expect(realName).toHaveValue(original);
  await expect(offer(page)).toHaveCount(0);
});
