// The catalogue import on bad days (issue 38), against the demo API: the session ends in the
// middle of a run, a run is cancelled then the page reloaded, and the tab running an import is
// closed while a second tab follows it. Nothing is reported created that the server does not
// hold, no record is created twice, and a report stays until Done.
import { readFileSync } from 'node:fs';
import { clearApiFaults, injectApiFault, injectApiFaultOnEveryLoad } from './demoApiFaults';
import { expect, test } from './fixtures';
import { DEMO_CREDENTIALS } from '../../src/config/demo';
import { expectNoSeriousA11yViolations } from './helpers';
import {
  acceptLeaving,
  artistsCsv,
  importFile,
  namesOnServer,
  reportCount,
  rowsSent,
  songsCsv,
} from './importJourney';

test.use({ signedIn: true });

test('the session ends mid-import: nothing is counted created that was not, and the run goes on once signed in again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  acceptLeaving(page);
  const stamp = `Session ${Date.now().toString(36)}`;
  const names = Array.from({ length: 24 }, (_unused, i) => `${stamp} ${i + 1}`);
  // Six creates go through; then the session ends: every create is refused, and so is the
  // refresh that would renew it.
  await importFile(page, 'artists', artistsCsv(names), names.length, async () => {
    await injectApiFault(page, { method: 'POST', path: '^/artists$', delayMs: 300, times: 6 });
    await injectApiFault(page, { method: 'POST', path: '^/artists$', status: 401 });
    await injectApiFault(page, { method: 'POST', path: '^/auth/refresh$', status: 401 });
  });
  await expect(page).toHaveURL(/\/login/, { timeout: 60_000 });

  // Signed in again, as the same user, in the same page.
  await clearApiFaults(page);
  await page.locator('input[name="email"]').fill(DEMO_CREDENTIALS.email);
  await page.locator('input[name="password"]').fill(DEMO_CREDENTIALS.password);
  await page.locator('form button[type="submit"]').click();
  // Back where the session ended, without a reload: the run went on in this page meanwhile.
  await expect(page).toHaveURL(/\/import\/artists$/);
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuetext',
    '24 of 24 rows sent',
  );
  // Each artist once on the server, and the report says what the server holds.
  expect(await namesOnServer(page, 'artists', stamp)).toEqual([...names].sort());
  expect(await reportCount(page, 'Created')).toBe(24);
  expect(await reportCount(page, 'Failed')).toBe(0);
  expect(await reportCount(page, 'Refused by the server')).toBe(0);
});

test('a cancelled import keeps its report and its rows to fix across a reload, until Done', async ({
  page,
}) => {
  test.setTimeout(180_000);
  acceptLeaving(page);
  await injectApiFaultOnEveryLoad(page, { method: 'POST', path: '^/songs$', delayMs: 500 });
  await page.goto('/artists');
  const firstArtist = page.getByRole('row').nth(1).getByRole('link').first();
  const artist = ((await firstArtist.textContent()) ?? '').trim();
  const stamp = `Cancelled ${Date.now().toString(36)}`;
  const titles = Array.from({ length: 30 }, (_unused, i) => `${stamp} ${i + 1}`);
  // A file saved by a French spreadsheet: `;` between cells.
  await importFile(page, 'songs', songsCsv(titles, artist, ';'), titles.length);
  await expect.poll(() => rowsSent(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(6);

  await page.getByRole('button', { name: 'Cancel the import' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the import' }).click();
  await expect(page.getByRole('heading', { name: 'Import cancelled' })).toBeVisible();
  // The rows in flight finish: then the figures stand still.
  await expect
    .poll(
      async () => (await reportCount(page, 'Created')) + (await reportCount(page, 'Not imported')),
    )
    .toBe(30);
  const created = await reportCount(page, 'Created');
  const notImported = await reportCount(page, 'Not imported');
  expect(created).toBeLessThan(30);
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  // Only the rows sent count as sent, not the ones the cancel left out.
  await expect(progress).toHaveAttribute('aria-valuetext', `${created} of 30 rows sent`);
  expect(await namesOnServer(page, 'songs', stamp)).toHaveLength(created);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Import cancelled' })).toBeVisible();
  // Rows whose answers the reload overtook are looked for: the report comes back whole.
  await expect.poll(() => reportCount(page, 'Created'), { timeout: 90_000 }).toBe(created);
  await expect(progress).toHaveAttribute('aria-valuetext', `${created} of 30 rows sent`);
  expect(await reportCount(page, 'Not imported')).toBe(notImported);
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download refused and failed rows' }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  const lines = text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('Title;Artist;Reason');
  expect(lines).toHaveLength(notImported + 1);

  await page.getByRole('button', { name: 'Done' }).click();
  // Done forgets the run, then opens the list: only then is the import screen empty again.
  await expect(page).toHaveURL(/\/songs(\?|$)/);
  await page.goto('/import/songs');
  await expect(page.getByRole('button', { name: 'Choose a CSV file' })).toBeVisible();
});

test('the tab running an import is closed: the other tab takes it over and creates nothing twice', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  acceptLeaving(page);
  await injectApiFaultOnEveryLoad(page, { method: 'POST', path: '^/artists$', delayMs: 800 });
  const stamp = `Two tabs ${Date.now().toString(36)}`;
  const names = Array.from({ length: 15 }, (_unused, i) => `${stamp} ${i + 1}`);
  await importFile(page, 'artists', artistsCsv(names), names.length);

  const other = await context.newPage();
  await other.goto('/import/artists');
  await expect(
    other.getByText('This import is going on in another tab of this browser: follow it there.'),
  ).toBeVisible();
  await expect.poll(() => rowsSent(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
  await page.close({ runBeforeUnload: false });

  await expect(other.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 150_000,
  });
  expect(await namesOnServer(other, 'artists', stamp)).toEqual([...names].sort());
  expect(await reportCount(other, 'Created')).toBe(15);
});
