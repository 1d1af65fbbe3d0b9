import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, toggleTheme } from './helpers';

test.use({ signedIn: true });

/** The list's data rows: those a user can select. */
const selectableRows = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select this row' }) });

// Active artists only, so each of the three selected really changes.
const ACTIVE_ARTISTS = `/artists?filter=${encodeURIComponent(JSON.stringify({ status: 'active' }))}`;

test('set the status of three artists to another status, then undo', async ({ page }) => {
  await page.goto(ACTIVE_ARTISTS);
  const rows = selectableRows(page);
  await expect(rows.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const row = rows.nth(i);
    names.push((await row.getByRole('link').first().textContent()) ?? '');
    await row.getByRole('checkbox', { name: 'Select this row' }).check();
  }

  await page.getByRole('button', { name: 'Edit 3 selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit 3 selected' });
  // The keyboard alone: tick the status, choose Inactive with the arrows, review.
  await dialog.getByRole('checkbox', { name: 'Set the status' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('radio', { name: 'Active', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Inactive' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Review' }).press('Enter');
  await expect(dialog.getByText('On 3 artists:')).toBeVisible();
  await expect(dialog.getByText('Set the status to “Inactive”')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Apply' }).press('Enter');
  await expect(dialog.getByText('3 changed, 0 failed')).toBeVisible();
  for (const name of names) {
    await expect(dialog.getByRole('listitem').filter({ hasText: name })).toContainText('Changed');
  }
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Undo' }).press('Enter');
  const undo = page.getByRole('dialog', { name: 'Undo the bulk edit' });
  await expect(
    undo.getByText('3 put back, 0 changed since (left as they are), 0 failed'),
  ).toBeVisible();
  await undo.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(undo).toBeHidden();
  // Active again: the filtered list shows them once more.
  for (const name of names) await expect(page.getByRole('link', { name })).toBeVisible();
});

test('set the type of two albums, and see it in the list, light and dark', async ({ page }) => {
  await page.goto('/albums');
  const rows = selectableRows(page);
  await expect(rows.first()).toBeVisible();
  const links: string[] = [];
  const types: string[] = [];
  for (const row of [rows.nth(0), rows.nth(1)]) {
    links.push((await row.getByRole('link').first().getAttribute('href')) ?? '');
    // Cells: selection, cover, title, artist, type.
    types.push((await row.getByRole('cell').nth(4).textContent()) ?? '');
    await row.getByRole('checkbox', { name: 'Select this row' }).check();
  }
  // A type neither album has, so both change.
  const type = ['LP', 'EP', 'Single'].find((t) => !types.includes(t)) ?? 'LP';

  // Dark for the dialog (the theme switch is behind it while it is open), light after.
  await toggleTheme(page);
  await page.getByRole('button', { name: 'Edit 2 selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit 2 selected' });
  await dialog.getByRole('checkbox', { name: 'Set the album type' }).check();
  await dialog.getByRole('radio', { name: type }).check();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('On 2 albums:')).toBeVisible();
  await expect(dialog.getByText(`Set the album type to “${type}”`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('2 changed, 0 failed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await toggleTheme(page);

  // The same two albums now show the new type in their Type column.
  for (const href of links) {
    const row = page.getByRole('row').filter({ has: page.locator(`a[href="${href}"]`) });
    await expect(row.getByRole('cell').nth(4)).toHaveText(type);
  }
  await expect(page.getByText(/You can still undo it/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
