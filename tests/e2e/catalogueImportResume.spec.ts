// A song import cut short by a reload goes on where it stopped and creates no song twice.
import { expect, test } from './fixtures';
import { injectApiFaultOnEveryLoad } from './demoApiFaults';
import { expectNoSeriousA11yViolations } from './helpers';

test.use({ signedIn: true });

const ROWS = 30;

/** The songs with this title, read from the demo API inside the page (its service worker answers). */
async function songsTitled(page: import('@playwright/test').Page, title: string): Promise<number> {
  return page.evaluate(async (wanted) => {
    const token = localStorage.getItem('label-admin.accessToken');
    const url = `/api/v1/songs?search=${encodeURIComponent(wanted)}&limit=1000`;
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { title: string }[] };
    return body.data.filter((song) => song.title === wanted).length;
  }, title);
}

/** The songs whose title starts with `prefix`, read from the demo API inside the page. */
async function songsStarting(
  page: import('@playwright/test').Page,
  prefix: string,
): Promise<number> {
  return page.evaluate(async (wanted) => {
    const token = localStorage.getItem('label-admin.accessToken');
    const url = `/api/v1/songs?search=${encodeURIComponent(wanted)}&limit=1000`;
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { title: string }[] };
    return body.data.filter((song) => song.title.startsWith(wanted)).length;
  }, prefix);
}

/** A count of the run's report ("Created", "Failed"...), as a number. */
async function reportCount(page: import('@playwright/test').Page, name: string): Promise<number> {
  const text = await page
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('+ dd')
    .textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** "n of m rows sent" as the progress bar tells it. */
async function rowsDone(page: import('@playwright/test').Page): Promise<number> {
  const text = await page
    .getByRole('progressbar', { name: 'Import progress' })
    .getAttribute('aria-valuetext');
  return Number(/^(\d+)/.exec(text ?? '')?.[1] ?? 0);
}

test('a reload halfway through a slowed song import resumes it without creating a song twice', async ({
  page,
}) => {
  // Rows in flight at the reload died with the page (the demo API answers in it); the run still
  // waits for them as long as their requests could be in flight (65 s) before sending them again.
  test.setTimeout(300_000);
  // Every POST /songs answered after 700 ms, before and after the reload.
  await injectApiFaultOnEveryLoad(page, { method: 'POST', path: '^/songs$', delayMs: 700 });
  // Leaving while rows are being sent asks the browser's own question: the journey says leave.
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
  });

  await page.goto('/artists');
  const firstArtist = page.getByRole('row').nth(1).getByRole('link').first();
  await expect(firstArtist).toBeVisible();
  const artist = (await firstArtist.textContent())?.trim() ?? '';
  expect(artist).not.toBe('');

  const stamp = Date.now().toString(36);
  const titles = Array.from({ length: ROWS }, (_unused, i) => `Resume journey ${stamp} ${i + 1}`);
  const cell = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const csv = ['Title,Artist', ...titles.map((title) => `${cell(title)},${cell(artist)}`)].join(
    '\r\n',
  );

  await page.goto('/songs');
  await page.getByRole('link', { name: 'Import songs from a CSV file' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'resume-journey.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: 'Next: match the columns' }).click();
  await page.getByRole('button', { name: 'Check the rows (dry run)' }).click();
  await page.getByRole('button', { name: `Import ${ROWS} rows` }).click();

  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect.poll(() => rowsDone(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(ROWS / 2);

  await page.reload();
  await expect(page.getByText(/Import interrupted by a reload: \d+ of 30 done/)).toBeVisible();
  await expect(progress).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 180_000,
  });
  await expect(progress).toHaveAttribute('aria-valuetext', `${ROWS} of ${ROWS} rows sent`);
  await expectNoSeriousA11yViolations(page);

  for (const title of titles) expect(await songsTitled(page, title), title).toBe(1);
  // The run's own report says what the server holds (issue 44): every row created, once.
  expect(await reportCount(page, 'Created')).toBe(ROWS);
  expect(await reportCount(page, 'Failed')).toBe(0);
  expect(await songsStarting(page, `Resume journey ${stamp} `)).toBe(ROWS);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeHidden();
});
