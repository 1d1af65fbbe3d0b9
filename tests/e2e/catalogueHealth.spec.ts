import { type Page } from '@playwright/test';
import { injectApiFault } from './demoApiFaults';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, toggleTheme } from './helpers';

// Catalogue health (issue 40) on the demo API, whose seed holds a few deliberate problems of each
// kind (src/mocks/seed/healthProblems.ts): opened from the sidebar, one UPC fixed in its row, a
// group fixed through the list's bulk edit, a failed check that keeps the last report, the
// screen in French and Spanish, and axe in both themes.
test.use({ signedIn: true });

/** A well-formed UPC-A (its last digit is the check digit). */
const VALID_UPC = '036000291452';

/** The report is on screen and no check is running any more. */
async function reportShown(page: Page) {
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
}

/** The group's heading button, and the count its name holds ("UPC malformed: 2 problems"). */
async function groupCount(page: Page, title: string): Promise<number> {
  const name = await page
    .getByRole('heading', { level: 3, name: new RegExp(`^${title}\\s?: `) })
    .textContent();
  const match = /(\d[\d\s,.\u202f]*)\s+\D+$/.exec(name ?? '');
  if (!match?.[1]) throw new Error(`No count in "${name}"`);
  return Number(match[1].replace(/\D/g, ''));
}

test('catalogue health: from the sidebar, a UPC fixed in its row, and its count drops', async ({
  page,
}) => {
  test.slow();
  await page.goto('/dashboard');
  // No report yet: the dashboard's card offers the check and reads nothing itself.
  const card = page.getByRole('region', { name: 'Catalogue health' });
  await expect(card.getByRole('link', { name: 'Check the catalogue' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Catalogue health' }).click();
  await expect(page).toHaveURL(/\/catalogue-health$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue health' })).toBeVisible();
  await reportShown(page);
  await expect(page.getByText(/^Last checked: /)).toBeVisible();

  const before = await groupCount(page, 'UPC malformed');
  expect(before).toBeGreaterThan(0);
  // With the keyboard: the group's heading opens it.
  await page.getByRole('button', { name: /^UPC malformed: / }).focus();
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Records: UPC malformed' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row').nth(1);
  const album = (await row.getByRole('rowheader').textContent()) ?? '';
  await row.getByRole('textbox', { name: `UPC of ${album}` }).fill(VALID_UPC);
  await row.getByRole('button', { name: `Save the change to ${album}` }).click();

  await expect(page.getByText(`${album} saved.`)).toBeVisible();
  const after = before - 1;
  await expect(
    page.getByRole('heading', {
      level: 3,
      name: after
        ? new RegExp(`^UPC malformed: ${after} problems?$`)
        : /^UPC malformed: No problems$/,
    }),
  ).toBeVisible();

  // The dashboard's card now reads the kept report; its largest group opens on the screen.
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(card.getByText(/ problems? found$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const largest = card.getByRole('list', { name: 'Largest groups' }).getByRole('link').first();
  const groupTitle = ((await largest.textContent()) ?? '').replace(/: [\d,]+$/, '');
  await largest.click();
  await expect(page).toHaveURL(/\/catalogue-health\?group=/);
  await expect(page.getByRole('table', { name: `Records: ${groupTitle}` })).toBeVisible();
});

test('catalogue health: a group fixed through the bulk edit, then no problem left in it', async ({
  page,
}) => {
  test.slow();
  await page.goto('/catalogue-health');
  await reportShown(page);
  const title = 'Still a draft after its release date';
  const count = await groupCount(page, title);
  expect(count).toBeGreaterThan(0);

  await page.getByRole('button', { name: new RegExp(`^${title}: `) }).click();
  await page.getByRole('button', { name: `Edit these ${count} in bulk` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${count} selected` });
  await dialog.getByRole('checkbox', { name: 'Set the status' }).check();
  await dialog.getByRole('radio', { name: 'Published' }).check();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText(`On ${count} albums:`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText(`${count} changed, 0 failed`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(
    page.getByRole('heading', { level: 3, name: new RegExp(`^${title}: No problems$`) }),
  ).toBeVisible();
  // A new check of the whole catalogue agrees.
  await page.getByRole('button', { name: 'Check now' }).click();
  await reportShown(page);
  await expect(
    page.getByRole('heading', { level: 3, name: new RegExp(`^${title}: No problems$`) }),
  ).toBeVisible();
});

test('catalogue health: a server error while checking keeps the last report', async ({ page }) => {
  test.slow();
  await page.goto('/catalogue-health');
  await reportShown(page);
  const headings = await page.getByRole('heading', { level: 3 }).allTextContents();

  await injectApiFault(page, {
    method: 'GET',
    path: '^/songs$',
    status: 503,
    message: 'The catalogue is being backed up',
  });
  await page.getByRole('button', { name: 'Check now' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'The catalogue is being backed up' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('The last complete report is still shown below.');
  expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(headings);
  await expect(page.getByRole('button', { name: 'Check now' })).toBeEnabled();
});

const THEME_TOGGLE = { fr: 'Thème clair/sombre', es: 'Cambiar entre modo claro y oscuro' };

for (const [locale, heading, kinds] of [
  ['fr', 'Santé du catalogue', ['Chansons', 'Albums', 'Artistes', 'Promotion']],
  ['es', 'Estado del catálogo', ['Canciones', 'Álbumes', 'Artistas', 'Promoción']],
] as const) {
  test(`catalogue health in ${locale}, read by axe in light and dark themes`, async ({ page }) => {
    test.slow();
    await page.addInitScript(
      ([language]) => {
        if (sessionStorage.getItem('e2e:preferences')) return;
        sessionStorage.setItem('e2e:preferences', '1');
        localStorage.setItem('RaStore.locale', JSON.stringify(language));
        localStorage.setItem('RaStore.theme', JSON.stringify('light'));
      },
      [locale],
    );
    await page.goto('/catalogue-health');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 30_000,
    });
    await reportShown(page);
    const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(sections.map((text) => text.split(/\s?:|\d/)[0]?.trim())).toEqual(kinds);

    // A group open, its table and fixes on screen, for axe to read too.
    await page.getByRole('heading', { level: 3 }).getByRole('button').first().click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Back to the top, where the app bar (hidden while scrolling down) shows again.
    await page.mouse.wheel(0, -10_000);
    await toggleTheme(page, THEME_TOGGLE[locale]);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const [r = 255, g = 255, b = 255] = (
            getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
          ).map(Number);
          return r + g + b < 3 * 128;
        }),
      )
      .toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
}
