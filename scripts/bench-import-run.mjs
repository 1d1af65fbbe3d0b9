// The catalogue import in Chromium, through the real screen (issue 25's performance figures),
// against the bench's fake API (the demo API's own MSW handlers, in Node):
//  - a 5,000-row song file: the time from choosing it to its rows counted (Papa Parse in the
//    worker), and the dry run: its time, and the API requests it makes, reads and writes apart;
//  - a 1,000-row song file imported: the time to the end, the writes, and how the progress bar
//    moved (read every 250 ms: how many readings changed it, and the longest time it stood still).
// The files name 50 of the label's artists by stage name, so the dry run's reads grow with the
// distinct artists (one search each, one song list per artist and page), not with the rows.
import { signInThroughForm } from './eventTiming.mjs';

const DRY_RUN_ROWS = 5_000;
const IMPORT_ROWS = 1_000;
const ARTISTS = 50;
const SAMPLE_MS = 250;

/** Counts the page's API requests, reads (GET) and writes (any other method) apart. */
export function countRequests(page) {
  const counts = { reads: 0, writes: 0 };
  page.on('request', (request) => {
    if (!request.url().includes('/api/v1/')) return;
    if (request.method() === 'GET') counts.reads += 1;
    else if (request.method() !== 'OPTIONS') counts.writes += 1;
  });
  return {
    take() {
      const taken = { ...counts };
      counts.reads = 0;
      counts.writes = 0;
      return taken;
    },
  };
}

/** Stage names of the label's first artists, read as the signed-in user. */
async function stageNames(page, origin) {
  return page.evaluate(
    async ({ origin, limit }) => {
      const token = localStorage.getItem('label-admin.accessToken');
      const response = await fetch(`${origin}/api/v1/artists?page=1&limit=${limit}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = await response.json();
      return body.data.artists.map((artist) => artist.stageName);
    },
    { origin, limit: ARTISTS },
  );
}

const cell = (text) => `"${String(text).replaceAll('"', '""')}"`;

function songFile(rows, artists, stamp) {
  const lines = ['Title,Artist,Duration (seconds),Explicit,Mood'];
  for (let i = 0; i < rows; i += 1) {
    const artist = artists[i % artists.length];
    lines.push(
      [
        cell(`Bench ${stamp} ${i + 1}`),
        cell(artist),
        150 + (i % 120),
        i % 4 ? 'no' : 'yes',
        'Calm',
      ].join(','),
    );
  }
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/** Chooses the file on /import/{kind}; resolves with the time until its rows are counted. */
export async function chooseFile(page, origin, name, buffer, kind = 'songs') {
  await page.goto(`${origin}/import/${kind}`);
  const input = page.locator('input[type="file"]');
  await input.waitFor({ state: 'attached' });
  const started = Date.now();
  await input.setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByText(new RegExp(`^${name.replace('.', '\\.')}: `)).waitFor({ timeout: 120_000 });
  return Date.now() - started;
}

/** From the file step to the dry run's report; resolves with its time. */
async function dryRun(page) {
  await page.getByRole('button', { name: 'Next: match the columns' }).click();
  const check = page.getByRole('button', { name: 'Check the rows (dry run)' });
  await check.waitFor();
  const started = Date.now();
  await check.click();
  await page.getByRole('heading', { name: 'Dry run report' }).waitFor({ timeout: 600_000 });
  return Date.now() - started;
}

/** Clicks "Import N rows" and reads the progress bar until the run's end. */
async function importAndWatch(page) {
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  const started = Date.now();
  await page.getByRole('button', { name: /^Import [\d,]+ rows$/ }).click();
  await progress.waitFor();
  const finished = page.getByRole('heading', { name: 'Import finished' });
  const readings = [];
  let lastValue = null;
  let lastChange = Date.now();
  let longestStill = 0;
  while (!(await finished.isVisible())) {
    const value = await progress.getAttribute('aria-valuetext').catch(() => null);
    const now = Date.now();
    if (value !== lastValue) {
      longestStill = Math.max(longestStill, now - lastChange);
      lastChange = now;
      lastValue = value;
      readings.push(value);
    }
    if (now - started > 900_000) throw new Error('The import did not finish in 15 minutes');
    await page.waitForTimeout(SAMPLE_MS);
  }
  return {
    ms: Date.now() - started,
    changes: readings.length,
    longestStillMs: Math.max(longestStill, Date.now() - lastChange),
    last: await progress.getAttribute('aria-valuetext'),
  };
}

export async function measureImportRun(browser, origin) {
  const stamp = Date.now().toString(36);
  const open = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Leaving with a file loaded asks the browser's own question: the bench leaves.
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughForm(page, origin);
    return { context, page };
  };

  const first = await open();
  const artists = await stageNames(first.page, origin);
  const requests = countRequests(first.page);
  const parseMs = await chooseFile(
    first.page,
    origin,
    'bench-5000.csv',
    songFile(DRY_RUN_ROWS, artists, `${stamp}-a`),
  );
  requests.take();
  const dryRunMs = await dryRun(first.page);
  const dryRunRequests = requests.take();
  await first.context.close();

  const second = await open();
  const writes = countRequests(second.page);
  await chooseFile(
    second.page,
    origin,
    'bench-1000.csv',
    songFile(IMPORT_ROWS, artists, `${stamp}-b`),
  );
  await dryRun(second.page);
  writes.take();
  const run = await importAndWatch(second.page);
  const runRequests = writes.take();
  await second.context.close();

  return {
    parseMs,
    dryRunMs,
    dryRunRequests,
    artists: artists.length,
    run,
    runRequests,
  };
}

export function printImportRun(result) {
  const { parseMs, dryRunMs, dryRunRequests, artists, run, runRequests } = result;
  console.log(
    `import in Chromium: ${DRY_RUN_ROWS} song rows read by the worker in ${parseMs} ms; ` +
      `dry run ${dryRunMs} ms with ${dryRunRequests.reads} reads and ${dryRunRequests.writes} writes ` +
      `(${artists} distinct artists)`,
  );
  console.log(
    `import in Chromium: ${IMPORT_ROWS} rows imported in ${(run.ms / 1000).toFixed(1)} s with ` +
      `${runRequests.writes} writes and ${runRequests.reads} reads; the progress bar moved ${run.changes} times ` +
      `(read every ${SAMPLE_MS} ms), never still longer than ${run.longestStillMs} ms; it ended at "${run.last}"`,
  );
}
