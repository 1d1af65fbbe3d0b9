// Bulk edit on bad days (issue 38): the session ends mid-run, the server is slow to read, and
// slow to write. Faults are played by the demo API (demoApiFaults.ts); what the server holds is
// read through the API, as a colleague would (colleague.ts).
import type { Locator, Page, Request } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/config/demo';
import { asColleague } from './colleague';
import { clearApiFaults, injectApiFault } from './demoApiFaults';
import { expect, test } from './fixtures';

test.use({ signedIn: true });

const MOOD = 'Bad-day haze';
const SONG_WRITE = '^/songs/\\d+$';

/** The list's data rows: those a user can select. */
const selectableRows = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select this row' }) });

/** Ticks the first `count` songs of the list; returns their ids (from each row's link). */
async function selectSongs(page: Page, count: number): Promise<number[]> {
  await page.goto('/songs');
  const rows = selectableRows(page);
  await expect(rows.first()).toBeVisible();
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = rows.nth(i);
    const href = (await row.getByRole('link').first().getAttribute('href')) ?? '';
    ids.push(Number(/\/song\/(\d+)/.exec(href)?.[1]));
    await row.getByRole('checkbox', { name: 'Select this row' }).check();
  }
  return ids;
}

/** Opens the bulk edit and asks for the mood; returns the dialog, before Review. */
async function chooseMood(page: Page, count: number): Promise<Locator> {
  await page.getByRole('button', { name: `Edit ${count} selected` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${count} selected` });
  await dialog.getByRole('checkbox', { name: 'Set the mood' }).check();
  await dialog.getByRole('textbox', { name: 'New mood' }).fill(MOOD);
  return dialog;
}

/** The songs' moods as the server holds them. */
async function moodsOnServer(page: Page, ids: number[]): Promise<(string | null)[]> {
  const moods: (string | null)[] = [];
  for (const id of ids) {
    const answer = await asColleague<{ mood: string | null }>(page, 'GET', `/songs/${id}`);
    expect(answer.status).toBe(200);
    moods.push(answer.body.data?.mood ?? null);
  }
  return moods;
}

/** The writes to songs the page sends from now on (the demo API's are seen as the page's). */
function songWrites(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/v1\/songs\/\d+$/.test(request.url())) {
      seen.push(request);
    }
  });
  return seen;
}

const byNumber = (a: number, b: number) => a - b;

/** The song ids the writes went to, in order. */
const idsOf = (requests: Request[]) =>
  requests.map((request) => Number(/\/songs\/(\d+)$/.exec(request.url())?.[1])).sort(byNumber);

test('the session ends mid-bulk-edit: sign in again, nothing claimed changed, no undo', async ({
  page,
}) => {
  test.slow();
  const ids = await selectSongs(page, 3);
  const before = await moodsOnServer(page, ids);
  const dialog = await chooseMood(page, 3);
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('On 3 songs:')).toBeVisible();

  // The access token is refused, and so is its refresh: the session has ended.
  await injectApiFault(page, { method: 'PUT', path: SONG_WRITE, status: 401 });
  await injectApiFault(page, { method: 'POST', path: '^/auth/refresh$', status: 401 });
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(/Bulk edit applied to/)).toBeHidden();
  expect(await moodsOnServer(page, ids)).toEqual(before);

  // Signed in again as the same user: back on the songs, where the run is not taken as done.
  await clearApiFaults(page);
  await page.locator('input[name="email"]').fill(DEMO_CREDENTIALS.email);
  await page.locator('input[name="password"]').fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/songs$/);
  await expect(selectableRows(page).first()).toBeVisible();
  await expect(page.getByText(/You can still undo it/)).toBeHidden();
  expect(await moodsOnServer(page, ids)).toEqual(before);
});

test('a slow server: Cancel while reading, and the dialog stays closed when it answers', async ({
  page,
}) => {
  test.slow();
  const DELAY_MS = 6_000;
  const ids = await selectSongs(page, 2);
  const dialog = await chooseMood(page, 2);
  await injectApiFault(page, { method: 'GET', path: SONG_WRITE, delayMs: DELAY_MS });
  const reading = page.waitForRequest((request) => /\/api\/v1\/songs\/\d+$/.test(request.url()));
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Reading the selected records…')).toBeVisible();
  const sentAt = Date.now();
  await reading;

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Past the server's delay, with a margin: its answer, were it still awaited, has come.
  await page.waitForTimeout(Math.max(0, sentAt + DELAY_MS + 2_000 - Date.now()));
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('On 2 songs:')).toBeHidden();

  // Opened again, it starts afresh at the choice, and nothing was changed.
  await clearApiFaults(page);
  await page.getByRole('button', { name: 'Edit 2 selected' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Set the mood' })).not.toBeChecked();
  expect(await moodsOnServer(page, ids)).not.toContain(MOOD);
});

test('slow writes: Apply shows progress at once; Apply and Undo clicked twice write once per song', async ({
  page,
}) => {
  test.slow();
  const ids = await selectSongs(page, 2);
  const before = await moodsOnServer(page, ids);
  const dialog = await chooseMood(page, 2);
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('On 2 songs:')).toBeVisible();

  // Apply reads the songs again, then writes them: both slow.
  await injectApiFault(page, { method: 'GET', path: SONG_WRITE, delayMs: 2_000 });
  await injectApiFault(page, { method: 'PUT', path: SONG_WRITE, delayMs: 3_000 });
  const writes = songWrites(page);
  await dialog.getByRole('button', { name: 'Apply' }).dblclick();
  await expect(dialog.getByText('Reading the records again…')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeHidden();
  await expect(dialog.getByText('0 of 2 done')).toBeVisible();
  await expect(dialog.getByText('2 changed, 0 failed')).toBeVisible({ timeout: 20_000 });
  expect(idsOf(writes)).toEqual([...ids].sort(byNumber));
  expect(await moodsOnServer(page, ids)).toEqual([MOOD, MOOD]);

  writes.length = 0;
  await dialog.getByRole('button', { name: 'Undo' }).dblclick();
  const undo = page.getByRole('dialog', { name: 'Undo the bulk edit' });
  await expect(undo.getByText('Reading the records again…')).toBeVisible();
  await expect(
    undo.getByText('2 put back, 0 changed since (left as they are), 0 failed'),
  ).toBeVisible({ timeout: 20_000 });
  expect(idsOf(writes)).toEqual([...ids].sort(byNumber));
  expect(await moodsOnServer(page, ids)).toEqual(before);
});
