// /social-media (issue 24, item 2): the roster's Facebook state page by page, filtered to the
// artists not connected, two of them invited at once (the server refuses one, then accepts it
// on Retry), read by axe in both themes; and the screen in French.
import { type Locator, type Page } from '@playwright/test';
import { injectApiFault } from './demoApiFaults';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, toggleTheme } from './helpers';

test.use({ signedIn: true });

const rosterTable = (page: Page) =>
  page.getByRole('table', { name: 'Facebook state of the artists on this page' });

/** The table's artist rows (the header row has no row header). */
const artistRows = (table: Locator) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader') });

/** Waits until every artist on the page has its Facebook state. */
async function statesRead(table: Locator) {
  await expect(artistRows(table).first()).toBeVisible({ timeout: 30_000 });
  await expect(table.getByLabel(/^Reading the Facebook state of /)).toHaveCount(0);
}

/** The artist's id, from its link to the Social tab. */
async function artistIdOf(row: Locator): Promise<string> {
  const href = (await row.getByRole('link').getAttribute('href')) ?? '';
  const id = /^\/artists\/(\d+)\?tab=social$/.exec(href)?.[1];
  expect(id, `the link of the row: ${href}`).toBeTruthy();
  return id!;
}

test('social media: filtered to not connected, two artists invited, one retried, both themes', async ({
  page,
}) => {
  test.slow(); // axe reads the screen four times
  await page.goto('/dashboard');
  await page.getByRole('menuitem', { name: 'Social Media' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Social Media' })).toBeVisible({
    timeout: 30_000,
  });
  const table = rosterTable(page);
  await statesRead(table);
  await expect(artistRows(table)).toHaveCount(10);
  await expect(page.getByText(/^TikTok: not available yet/)).toBeVisible();

  const filter = page.getByRole('group', { name: 'Facebook state' });
  await filter.getByRole('button', { name: /^Not connected \(\d+\)$/ }).click();
  await expect(page.getByText(/so the filter works within the page/)).toBeVisible();
  const rows = artistRows(table);
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(1)).toHaveText('Not connected');
  }
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  const [first, second] = [rows.nth(0), rows.nth(1)];
  const firstName = (await first.getByRole('rowheader').innerText()).trim();
  const secondName = (await second.getByRole('rowheader').innerText()).trim();

  // The mail server refuses the second artist's invitation once.
  await injectApiFault(page, {
    method: 'POST',
    path: `^/social-media/${await artistIdOf(second)}/facebook/send-invitation$`,
    status: 503,
    message: 'Mail server unavailable',
    times: 1,
  });
  await page.getByRole('checkbox', { name: `Select ${firstName}` }).check();
  await page.getByRole('checkbox', { name: `Select ${secondName}` }).check();
  await page.getByRole('button', { name: 'Send invitation to selected (2)' }).click();

  await expect(page.getByText('Invitations: 1 sent, 1 not sent, of 2.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Sending invitations' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  // Both rows stay in view under "Not connected", each with its own result.
  const firstRow = table.getByRole('row').filter({ hasText: firstName });
  const secondRow = table.getByRole('row').filter({ hasText: secondName });
  await expect(firstRow).toContainText('Invitation sent');
  await expect(firstRow).toContainText(/Sent to \S+@\S+/);
  await expect(secondRow).toContainText('Mail server unavailable');
  await expect(secondRow).toContainText('Not connected');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Retry failed (1)' }).click();
  await expect(page.getByText('Invitations: 2 sent, 0 not sent, of 2.')).toBeVisible();
  await expect(secondRow).toContainText('Invitation sent');
  await expect(secondRow).toContainText(/Sent to \S+@\S+/);
  await expect(
    filter.getByRole('button', { name: /^Invitation sent \((?:[2-9]|10)\)$/ }),
  ).toBeVisible();

  // Dark, chosen in the app bar as a person does.
  await toggleTheme(page);
  await expect(page.getByText('Invitations: 2 sent, 0 not sent, of 2.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await filter.getByRole('button', { name: /^All \(\d+\)$/ }).click();
  await statesRead(table);
  await expectNoSeriousA11yViolations(page);

  // The artist's Social tab knows the invitation went.
  await table.getByRole('link', { name: firstName }).click();
  await expect(page).toHaveURL(/\/artists\/\d+\?tab=social/);
  await page.getByRole('tab', { name: 'Facebook', exact: true }).click();
  await expect(page.getByText(/^Invitation sent to \S+@\S+$/)).toBeVisible({ timeout: 30_000 });
});

test('social media in French: states, filter and pagination in the language', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e:preferences')) return;
    sessionStorage.setItem('e2e:preferences', '1');
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
  });
  await page.goto('/social-media');
  await expect(page.getByRole('heading', { level: 1, name: 'Réseaux sociaux' })).toBeVisible({
    timeout: 30_000,
  });
  const table = page.getByRole('table', { name: 'État Facebook des artistes de cette page' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await expect(table.getByLabel(/^Lecture de l’état Facebook de /)).toHaveCount(0);
  const filter = page.getByRole('group', { name: 'État Facebook' });
  await expect(filter.getByRole('button', { name: /^Tous \(10\)$/ })).toBeVisible();
  await filter.getByRole('button', { name: /^Connectés \(\d+\)$/ }).click();
  await expect(table.getByText('Connecté', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Dernière synchronisation\s: /).first()).toBeVisible();
  await expect(page.getByText(/^1–10 sur \d/)).toBeVisible();
  await expect(page.getByText(/^TikTok\s: pas encore disponible/)).toBeVisible();
});
