// Never twice, against a real API (issue 38): creates that take seconds are still on their way
// to the server when the page is reloaded, or when the tab sending them is closed. The server
// (scripts/fake-api-server.mjs) goes on and writes them after the page has gone, as a real one
// does; the run that comes after must wait for them, find them, and not send them again. The
// demo API cannot show this: its requests end with their page.
import { rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { signIn } from '../helpers';
import type { Page } from '@playwright/test';
import {
  acceptLeaving,
  importFile,
  namesOnServer,
  reportCount,
  rowsSent,
  songsCsv,
} from '../importJourney';
import { FAKE_API_PORTS } from './ports';
import { NGINX_SITE_CONFIG } from './site';

const API_ORIGIN = `http://127.0.0.1:${FAKE_API_PORTS[0]}`;
const API = `${API_ORIGIN}/api/v1`;
/** How long the server takes to create each of the journey's songs. */
const CREATE_MS = 5_000;
const ROWS = 12;

test.beforeEach(() => writeFileSync(NGINX_SITE_CONFIG, JSON.stringify({ apiUrl: API })));
test.afterEach(async ({ request }) => {
  rmSync(NGINX_SITE_CONFIG, { force: true });
  await request.delete(`${API_ORIGIN}/__faults`);
});

/**
 * Songs titled `${stamp} n`, each created by the server CREATE_MS after it is asked (songs: a
 * title may be repeated, so a row sent twice is a song twice).
 */
async function slowSongs(request: import('@playwright/test').APIRequestContext, stamp: string) {
  await request.post(`${API_ORIGIN}/__faults`, {
    data: { method: 'POST', path: '^/songs$', delayMs: CREATE_MS, bodyIncludes: stamp },
  });
  return Array.from({ length: ROWS }, (_unused, i) => `${stamp} ${i + 1}`);
}

/** A song file for the label's first artist, as the artists list shows it. */
async function songFileFor(page: Page, titles: readonly string[]): Promise<string> {
  await page.goto('/artists');
  const first = page.getByRole('row').nth(1).getByRole('link').first();
  await expect(first).toBeVisible();
  return songsCsv(titles, ((await first.textContent()) ?? '').trim());
}

test('a reload while slow creates are in flight: each song is created once @nginx @config-json', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = `Reload ${Date.now().toString(36)}`;
  const names = await slowSongs(request, stamp);
  await signIn(page);
  acceptLeaving(page);
  await importFile(page, 'songs', await songFileFor(page, names), ROWS);
  // Three created, three more on their way to the server: the page is reloaded.
  await expect.poll(() => rowsSent(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
  await page.reload();

  await expect(page.getByText(/^Waiting for \d+ rows? sent before the interruption/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 150_000,
  });
  expect(await namesOnServer(page, 'songs', stamp, API)).toEqual([...names].sort());
  expect(await reportCount(page, 'Created')).toBe(ROWS);
  expect(await reportCount(page, 'Failed')).toBe(0);
});

test('the tab sending slow creates is closed: the other tab takes over and creates each once @nginx @config-json', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = `Closed ${Date.now().toString(36)}`;
  const names = await slowSongs(request, stamp);
  await signIn(page);
  acceptLeaving(page);
  await importFile(page, 'songs', await songFileFor(page, names), ROWS);
  const other = await context.newPage();
  await other.goto('/import/songs');
  await expect(
    other.getByText('This import is going on in another tab of this browser: follow it there.'),
  ).toBeVisible();
  await expect.poll(() => rowsSent(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
  await page.close({ runBeforeUnload: false });

  await expect(other.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 150_000,
  });
  expect(await namesOnServer(other, 'songs', stamp, API)).toEqual([...names].sort());
  expect(await reportCount(other, 'Created')).toBe(ROWS);
});
