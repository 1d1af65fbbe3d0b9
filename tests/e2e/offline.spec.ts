// Offline is said (issue 20, item 5): a banner while the browser is offline, and a save made
// then fails at once with a clear message instead of spinning, the typed value kept.
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

const BANNER = 'You are offline. Changes cannot be saved until the connection returns.';
const NOTHING_SENT =
  'You are offline: nothing was sent. Your changes are still here; save again when the connection returns.';

test('offline during an artist edit: Save says nothing was sent, the text stays; online, Save works', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto('/artists/1/edit');
  const stageName = page.getByRole('textbox', { name: /^Stage name/ });
  await expect(stageName).not.toHaveValue('');
  await stageName.fill('Nora Offline');

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(NOTHING_SENT)).toBeVisible();
  await expect(stageName).toHaveValue('Nora Offline');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await expect(page.getByText(BANNER)).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Artist updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/artists\/1$/);
  await expect(page.getByText('Nora Offline').first()).toBeVisible();
});
