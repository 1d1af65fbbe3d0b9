import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Messages' }).getByText(text);

test('settings: a 60/20/20 phase split and a posting time saved, kept after a reload, reset', async ({
  page,
}) => {
  test.slow();
  await page.goto('/settings');
  const preLaunch = page.getByRole('spinbutton', { name: 'Pre-launch (%)' });
  await expect(preLaunch).toBeVisible({ timeout: 30_000 });

  await preLaunch.fill('60');
  await page.getByRole('spinbutton', { name: 'Launch (%)', exact: true }).fill('20');
  await page.getByRole('spinbutton', { name: 'Post-launch (%)' }).fill('20');
  await expect(
    page.getByRole('region', { name: 'Phase distribution' }).getByText('Total: 100% (Valid)'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page).toHaveURL(/tab=system/);
  // The time picker's field (11:00 AM) takes the hours and minutes typed in turn.
  const sections = () =>
    page.getByRole('group', { name: 'Instagram time 1' }).getByRole('spinbutton');
  await sections().first().click();
  await page.keyboard.type('0915');
  await expect(sections()).toHaveText(['09', '15', 'AM']);
  await expectNoSeriousA11yViolations(page);

  // Leaving with unsaved changes asks first; staying keeps them
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(sections()).toHaveText(['09', '15', 'AM']);

  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings saved successfully')).toBeVisible();

  await page.reload();
  await expect(sections()).toHaveText(['09', '15', 'AM'], { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Campaign Budget' }).click();
  await expect(preLaunch).toHaveValue('60');
  await expect(page.getByRole('spinbutton', { name: 'Launch (%)', exact: true })).toHaveValue('20');

  await page.getByRole('button', { name: 'Reset to Defaults' }).click();
  await page
    .getByRole('dialog', { name: 'Reset all settings to their defaults?' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(toast(page, 'Settings reset to defaults successfully')).toBeVisible();
  await expect(preLaunch).toHaveValue('50');
});

test('song requests: one rejected with a reason, another approved and found under Approved', async ({
  page,
}) => {
  test.slow();
  await page.goto('/song-requests');
  const details = page.getByRole('button', { name: /^View details of / });
  await expect(details.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Pending \(\d+\)$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const titleOf = async (index: number) =>
    ((await details.nth(index).getAttribute('aria-label')) ?? '').replace('View details of ', '');
  const rejected = await titleOf(0);
  const approved = await titleOf(1);

  // Reject: a reason is required
  await details.first().click();
  await page
    .getByRole('dialog', { name: rejected })
    .getByRole('button', { name: 'Reject' })
    .click();
  const reject = page.getByRole('dialog', { name: `Reject “${rejected}”` });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('A rejection reason is required')).toBeVisible();
  await reject.getByRole('textbox', { name: 'Rejection Reason *' }).fill('  Not this season  ');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page, 'Song request rejected')).toBeVisible();
  await expect(page.getByRole('button', { name: `View details of ${rejected}` })).toBeHidden();

  // Approve another: its song is linked
  await page.getByRole('button', { name: `View details of ${approved}` }).click();
  const dialog = page.getByRole('dialog', { name: approved });
  await dialog.getByRole('button', { name: 'Approve & Create Song' }).click();
  await expect(toast(page, 'Song request approved successfully')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^Open the song / })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Approved', exact: true }).click();
  await expect(page).toHaveURL(/approved/);
  await expect(page.getByRole('button', { name: `View details of ${approved}` })).toBeVisible();
});
