import { expect, test } from './fixtures';
import { expectFocusNotOnBody, expectNoSeriousA11yViolations } from './helpers';

test.use({ signedIn: true });

const MOOD = 'Bulk-edited haze';

test('set the mood of five songs at once, then undo', async ({ page }) => {
  await page.goto('/songs');
  const boxes = page.getByRole('checkbox', { name: 'Select this row' });
  await expect(boxes.first()).toBeVisible();
  for (let i = 0; i < 5; i += 1) await boxes.nth(i).check();

  await page.getByRole('button', { name: 'Edit 5 selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit 5 selected' });
  // The keyboard alone: tick the mood, type it, review.
  await dialog.getByRole('checkbox', { name: 'Set the mood' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('textbox', { name: 'New mood' }).fill(MOOD);
  await dialog.getByRole('button', { name: 'Review' }).press('Enter');
  await expect(dialog.getByText('On 5 songs:')).toBeVisible();
  await expect(dialog.getByText(`Set the mood to “${MOOD}”`)).toBeVisible();
  await expectFocusNotOnBody(page, 'Review');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('5 changed, 0 failed')).toBeVisible();
  await expectFocusNotOnBody(page, 'Apply');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expectFocusNotOnBody(page, 'closing the results');

  // Undone from the toast that follows the edit.
  await page
    .getByRole('region', { name: 'Messages' })
    .getByRole('button', { name: 'Undo' })
    .click();
  const undo = page.getByRole('dialog', { name: 'Undo the bulk edit' });
  await expect(
    undo.getByText('5 put back, 0 changed since (left as they are), 0 failed'),
  ).toBeVisible();
  await expectFocusNotOnBody(page, 'the undo');
  await undo.getByRole('button', { name: 'Close' }).click();
  await expect(undo).toBeHidden();
  await expectFocusNotOnBody(page, "closing the undo's results");
});
