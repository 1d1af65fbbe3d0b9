// Issue 8, item 12: every core journey can be finished with the keyboard alone, and after each
// step the focus is somewhere that makes sense, never dropped to <body> (where the next Tab
// would start again at "Skip to content").
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_CREDENTIALS } from '../../src/config/demo';
import { pressUntilFocused, tabTo } from './keyboardMoves';

/** After a route change, the focus is at the start of the new page: its heading. */
async function expectFocusOnPageHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

/** The focus is on something inside the page's content, not dropped to <body>. */
async function expectFocusInContent(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const el = document.activeElement;
        const content = document.getElementById('main-content') ?? document.querySelector('main');
        return !!el && el !== document.body && !!content?.contains(el);
      }),
    )
    .toBe(true);
}

test('sign in, open an artist, change its status, delete another, browse a media folder: keyboard only', async ({
  page,
}) => {
  test.slow();

  // Sign in.
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: /^email/i });
  await tabTo(page, email);
  await page.keyboard.type(DEMO_CREDENTIALS.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^password/i)).toBeFocused();
  await page.keyboard.type(DEMO_CREDENTIALS.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectFocusOnPageHeading(page, 'Dashboard');

  // The artist list, from the sidebar.
  const artistsItem = page.getByRole('menuitem', { name: 'Artists' });
  await tabTo(page, artistsItem);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/artists(\?.*)?$/);
  await expectFocusOnPageHeading(page, 'Artists');

  // Open the first artist of the list by its name link.
  const rows = page.getByRole('table').getByRole('row');
  const firstLink = rows.nth(1).getByRole('link').first();
  const opened = (await firstLink.textContent())?.trim() ?? '';
  const deleted = (await rows.nth(2).getByRole('link').first().textContent())?.trim() ?? '';
  expect(opened).not.toBe('');
  await tabTo(page, firstLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/artists\/\d+$/);
  await expectFocusOnPageHeading(page, opened);

  // Change its status: the select keeps the focus through the save.
  const statusCard = page.getByRole('region', { name: 'Status' });
  const status = statusCard.getByRole('combobox', { name: /^Status/ });
  const before = (await status.textContent())?.trim() ?? '';
  await tabTo(page, status);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole('option', { name: before, exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const chosen =
    (await listbox.getByRole('option').and(page.locator(':focus')).textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(status).toBeFocused();
  await expect(page.getByText(`Artist status updated to ${chosen.trim()}`)).toBeVisible();
  await expect(status).toHaveText(chosen.trim());
  await expect(status).toBeFocused();

  // Back to the list from the sidebar, and delete another artist.
  await tabTo(page, artistsItem, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/artists(\?.*)?$/);
  await expectFocusOnPageHeading(page, 'Artists');
  const victimRow = rows.filter({ has: page.getByRole('link', { name: deleted, exact: true }) });
  await tabTo(page, victimRow.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Are you sure you want to delete "${deleted}"?`);
  // A destructive confirmation opens on its safe choice.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('link', { name: deleted, exact: true })).toHaveCount(0);
  await expectFocusInContent(page);

  // Open the artist again, then its media tab, and browse a folder.
  const openedLink = page.getByRole('link', { name: opened, exact: true });
  await tabTo(page, openedLink, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/artists\/\d+$/);
  await expectFocusOnPageHeading(page, opened);
  // The tab list is one Tab stop (the selected tab); the arrow keys move along it.
  await tabTo(page, page.getByRole('tab', { selected: true }));
  const mediaTab = page.getByRole('tab', { name: 'Media' });
  await pressUntilFocused(page, 'ArrowRight', mediaTab);
  await page.keyboard.press('Enter');
  await expect(mediaTab).toHaveAttribute('aria-selected', 'true');
  await expect(mediaTab).toBeFocused();

  const folderPath = page.getByRole('navigation', { name: 'Folder path' });
  const filledFolder = page
    .getByRole('list', { name: 'Folders' })
    .getByRole('button', { name: /, [1-9]\d* files?$/ })
    .first();
  const folderName = ((await filledFolder.getAttribute('aria-label')) ?? '').replace(/, .*$/, '');
  await tabTo(page, filledFolder);
  await page.keyboard.press('Enter');
  const current = folderPath.locator('[aria-current="page"]');
  await expect(current).toHaveText(folderName);
  await expect(current).toBeFocused();

  // Into the folder's first subfolder, then back up with the breadcrumb.
  const subfolder = page.getByRole('list', { name: 'Folders' }).getByRole('button').first();
  const subfolderName = ((await subfolder.getAttribute('aria-label')) ?? '').replace(
    /, [^,]*$/,
    '',
  );
  // From the breadcrumb, Tab goes on into the folder (past the Upload button beside it).
  await tabTo(page, subfolder, { max: 3 });
  await page.keyboard.press('Space');
  await expect(current).toHaveText(subfolderName);
  await expect(current).toBeFocused();
  await expect(page.getByRole('list', { name: 'Files' })).toBeVisible();

  await page.keyboard.press('Shift+Tab');
  await expect(folderPath.getByRole('button', { name: folderName })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(current).toHaveText(folderName);
  await expect(current).toBeFocused();
});
