// The catalogue import at a label's scale (issue 38): a file of 20,000 distinct artists (stage
// name, e-mail, real name, phone, city, country, genres; every row valid) imported through the
// real screen in Chromium, against the bench's fake API (the demo API's own MSW handlers, in
// Node). A few rows are near-duplicates of the label's own artists (a decomposed accent, a
// double space, a zero-width space, another case): a person would call them the same artist.
//  - the dry run: its time, its API requests (reads and writes apart), what it decided, and the
//    page's longest main-thread task (PerformanceObserver 'longtask', installed before the app);
//  - the run ("Import N rows"): its time to the end, its writes, rows/s over the first and the
//    last 1,000 rows and by tenth of the run (the progress bar's "n of m rows sent" read every
//    250 ms), its longest task and its tasks over 200 ms, and whether the server holds each row
//    once (the e-mails carry a stamp: the server is searched for it afterwards);
//  - then, unless --no-import-reload, a second file of the same size imported and the page
//    reloaded after about 5,000 rows: whether the run comes back and goes on to the end, and the
//    server's count of the file's records against the rows the dry run planned to create.
// Nothing here fails the bench: a phase that stalls or outlasts its (generous) time is reported
// as such with what it had measured. Each phase's artists are deleted afterwards, so that the
// next phase and the pages measured after it meet the catalogue as it was.
import { chooseFile, countRequests } from './bench-import-run.mjs';
import { signInThroughForm, takeLongTasks, taskFigures, watchLongTasks } from './eventTiming.mjs';

const SAMPLE_MS = 250;
/** A task over this holds the page visibly: issue 38's budget. */
const TASK_BUDGET_MS = 200;
/** No change of the progress for this long: the run is reported as stalled and left. */
const STALL_MS = 180_000;
/** Rows taken as "the start" and "the end" of a run. */
const EDGE_ROWS = 1_000;
const RELOAD_AFTER = 5_000;
const DEMO_USER = { email: 'maya.chen@example.com', password: 'label-demo-2026' };

// ---------------------------------------------------------------------------------------------
// The API seen from Node (the same fake API the page uses): the label's artists and genres to
// build the file from, and afterwards the records the file left on the server.

async function apiToken(origin) {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  const body = await response.json();
  return body.data.tokens.accessToken;
}

async function apiGet(origin, token, path) {
  const response = await fetch(`${origin}/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()).data;
}

/** Every artist whose stage name, real name or e-mail contains `search`. */
async function artistsMatching(origin, search) {
  const token = await apiToken(origin);
  const found = [];
  for (let page = 1; ; page += 1) {
    const data = await apiGet(
      origin,
      token,
      `/artists?search=${encodeURIComponent(search)}&limit=1000&page=${page}`,
    );
    found.push(...data.artists);
    if (page >= data.pagination.totalPages) return found;
  }
}

/** A name as a person reads it: composed, no zero-width characters, single spaces, any case. */
const asRead = (text) =>
  text
    .normalize('NFC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('und');

/**
 * The server's records of a file: how many, how many e-mails or stage names twice, and how many
 * of the near-duplicates of the label's artists were created beside them.
 */
async function serverRecords(origin, stamp, near) {
  try {
    const records = await artistsMatching(origin, stamp);
    const twice = (values) => values.length - new Set(values).size;
    const twins = new Set(near.map((n) => asRead(n.of)));
    return {
      count: records.length,
      sameEmailTwice: twice(records.map((a) => a.email.toLowerCase())),
      sameStageNameTwice: twice(records.map((a) => asRead(a.stageName))),
      nearDuplicatesCreated: records.filter((a) => twins.has(asRead(a.stageName))).length,
      ids: records.map((a) => a.id),
    };
  } catch (error) {
    return { error: String(error), ids: [] };
  }
}

/** Deletes a phase's artists, a few at a time, so that the next phase meets the same catalogue. */
async function deleteArtists(origin, ids) {
  let token = await apiToken(origin);
  let tokenAt = Date.now();
  const queue = [...ids];
  const worker = async () => {
    while (queue.length) {
      if (Date.now() - tokenAt > 2 * 60_000) {
        tokenAt = Date.now();
        token = await apiToken(origin);
      }
      const id = queue.shift();
      await fetch(`${origin}/api/v1/artists/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      }).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

// ---------------------------------------------------------------------------------------------
// The file.

const cell = (text) => `"${String(text).replaceAll('"', '""')}"`;

const FIRST = ['Ana', 'Bo', 'Cleo', 'Dario', 'Elin', 'Farah', 'Gus', 'Hana', 'Ivo', 'Jade'];
const LAST = ['Moreau', 'Silva', 'Okafor', 'Lindqvist', 'Tanaka', 'Russo', 'Haddad', 'Novak'];
const WORDS = ['Velvet', 'Harbor', 'Ember', 'Static', 'Lumen', 'Cedar', 'Orbit', 'Willow'];
const CITIES = [
  ['Montréal', 'Canada'],
  ['Lyon', 'France'],
  ['Valencia', 'Spain'],
  ['Austin', 'United States'],
];

/**
 * The near-duplicates of the label's artists a person would see as the same: a decomposed
 * accent, a double space, a zero-width space, another case with a trailing space. Each with an
 * e-mail of its own, so only the stage name can tell.
 */
function nearDuplicates(existing) {
  const names = existing.map((artist) => artist.stageName);
  const picks = [];
  const take = (test, change, how) => {
    const name = names.find((n) => test(n) && !picks.some((p) => p.of === n));
    if (name) picks.push({ of: name, stageName: change(name), how });
  };
  take(
    (n) => n.normalize('NFD') !== n,
    (n) => n.normalize('NFD'),
    'decomposed accent',
  );
  take(
    (n) => n.includes(' '),
    (n) => n.replace(' ', '  '),
    'double space',
  );
  take(
    () => true,
    (n) => `${n}\u200b`,
    'zero-width space',
  );
  take(
    () => true,
    (n) => `${n.toUpperCase()} `,
    'upper case, trailing space',
  );
  return picks;
}

/** `rows` distinct, valid artists; the near-duplicates spread through the file. */
function artistFile(rows, stamp, near, genres) {
  const lines = ['Stage name,Email,Real name,Phone,City,Country,Genres'];
  const every = Math.max(1, Math.floor(rows / (near.length + 1)));
  let nearUsed = 0;
  for (let i = 0; i < rows; i += 1) {
    const n = String(i + 1).padStart(5, '0');
    const twin = (i + 1) % every === 0 && nearUsed < near.length ? near[nearUsed++] : null;
    const stageName =
      twin?.stageName ?? `${WORDS[i % WORDS.length]} ${WORDS[(i >> 3) % WORDS.length]} ${n}`;
    const [city, country] = CITIES[i % CITIES.length];
    lines.push(
      [
        cell(stageName),
        cell(`artist${n}.${stamp}@bench.example.com`),
        cell(`${FIRST[i % FIRST.length]} ${LAST[(i >> 2) % LAST.length]}`),
        cell(`+1 514 555 ${String(i % 10_000).padStart(4, '0')}`),
        cell(city),
        cell(country),
        cell(genres.length ? genres[i % genres.length] : ''),
      ].join(','),
    );
  }
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

// ---------------------------------------------------------------------------------------------
// The page.

/** What the page shows: the run's progress text, its headings and alerts, its figures. */
function readPage() {
  const bar = document.querySelector('[role="progressbar"][aria-label="Import progress"]');
  const texts = (selector) =>
    [...document.querySelectorAll(selector)].map((e) => e.textContent.trim()).filter(Boolean);
  const figures = {};
  for (const dt of document.querySelectorAll('dl dt')) {
    const dd = dt.nextElementSibling;
    if (dd?.tagName === 'DD') figures[dt.textContent.trim()] = dd.textContent.trim();
  }
  return {
    at: Date.now(),
    progress: bar?.getAttribute('aria-valuetext') ?? null,
    headings: texts('h1, h2, h3, h4, h5, h6, [role="heading"]'),
    alerts: texts('[role="alert"]'),
    fileInput: document.querySelector('input[type="file"]') !== null,
    figures,
    tasks: (window.__longTasks ?? []).splice(0),
  };
}

/** "12,345 of 20,000 rows sent" as numbers. */
function parseProgress(text) {
  const match = /^([\d\s.,\u00a0\u202f]+) of ([\d\s.,\u00a0\u202f]+)/.exec(text ?? '');
  if (!match) return null;
  const number = (s) => Number(s.replace(/\D/g, ''));
  return { done: number(match[1]), total: number(match[2]) };
}

const FINISHED = ['Import finished', 'Import cancelled'];

async function openPage(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(watchLongTasks);
  const page = await context.newPage();
  // Leaving with a file loaded (or a run going) asks the browser's own question: the bench leaves.
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  await signInThroughForm(page, origin);
  return { context, page };
}

/** From the file step to the dry run's report, with its requests and long tasks. */
async function dryRun(page, requests, timeoutMs) {
  await page.getByRole('button', { name: 'Next: match the columns' }).click();
  const check = page.getByRole('button', { name: 'Check the rows (dry run)' });
  await check.waitFor();
  await takeLongTasks(page);
  requests.take();
  const started = Date.now();
  await check.click();
  const report = page.getByRole('heading', { name: 'Dry run report' });
  const done = await report
    .waitFor({ timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
  const ms = Date.now() - started;
  const shown = await page.evaluate(readPage).catch(() => null);
  const tasks = [...(shown?.tasks ?? []), ...(await takeLongTasks(page))];
  return {
    done,
    ms,
    requests: requests.take(),
    tasks: taskFigures(tasks),
    figures: shown?.figures ?? {},
    alerts: shown?.alerts ?? [],
  };
}

/**
 * Reads the page every 250 ms until the run ends, stalls, outlasts `timeoutMs` or, with
 * `stopAt`, has sent that many rows. Resolves with the readings and the reason it stopped.
 */
async function watchRun(page, { timeoutMs, stopAt = Infinity, samples = [], tasks = [] }) {
  const started = Date.now();
  let lastChange = Date.now();
  let lastText = null;
  for (;;) {
    const shown = await page.evaluate(readPage).catch((error) => ({ error: String(error) }));
    if (shown.error) {
      if (Date.now() - lastChange > STALL_MS)
        return { outcome: 'page gone', shown, samples, tasks };
    } else {
      tasks.push(...shown.tasks);
      const progress = parseProgress(shown.progress);
      if (progress) samples.push({ at: shown.at, ...progress });
      if (shown.progress !== lastText) {
        lastText = shown.progress;
        lastChange = Date.now();
      }
      if (shown.headings.some((h) => FINISHED.includes(h))) {
        return { outcome: shown.headings.find((h) => FINISHED.includes(h)), shown, samples, tasks };
      }
      if (progress && progress.done >= stopAt) return { outcome: 'stop', shown, samples, tasks };
      if (Date.now() - lastChange > STALL_MS) return { outcome: 'stalled', shown, samples, tasks };
    }
    if (Date.now() - started > timeoutMs) return { outcome: 'timed out', shown, samples, tasks };
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
}

/** The first reading at or past `done` rows. */
const reaching = (samples, done) => samples.find((s) => s.done >= done);

/** Rows per second between two readings. */
const rate = (from, to) =>
  from && to && to.at > from.at ? ((to.done - from.done) * 1000) / (to.at - from.at) : undefined;

/** The run's pace at its start, at its end, and by tenth; long tasks by tenth too. */
function runFigures(startedAt, samples, tasks) {
  const last = samples[samples.length - 1];
  if (!last) return null;
  const total = last.total;
  const origin = { at: startedAt, done: 0 };
  const endEdge = [...samples].reverse().find((s) => s.done <= last.done - EDGE_ROWS);
  const tenths = [];
  for (let k = 0; k < 10; k += 1) {
    const from = k === 0 ? origin : reaching(samples, Math.ceil((total * k) / 10));
    const to = reaching(samples, Math.ceil((total * (k + 1)) / 10));
    const inside = tasks.filter(([at]) => from && to && at >= from.at && at < to.at);
    tenths.push({ rate: rate(from, to), longest: taskFigures(inside).longest });
  }
  return {
    done: last.done,
    total,
    firstRate: rate(origin, reaching(samples, Math.min(EDGE_ROWS, total))),
    lastRate: last.done >= total ? rate(endEdge ?? origin, last) : undefined,
    tenths,
    longestAt: longestTaskAt(startedAt, samples, tasks),
  };
}

/** When the longest task came: seconds after the click on Import, and the rows sent by then. */
function longestTaskAt(startedAt, samples, tasks) {
  const longest = tasks.reduce((top, task) => (!top || task[1] > top[1] ? task : top), null);
  if (!longest) return null;
  const before = [...samples].reverse().find((s) => s.at <= longest[0]);
  return {
    ms: Math.round(longest[1]),
    afterMs: longest[0] - startedAt,
    done: before?.done ?? 0,
  };
}

/** One file imported: choose, dry run, "Import N rows", optionally a reload on the way. */
async function importFile(browser, origin, { rows, stamp, near, genres, reloadAt }) {
  const result = { stamp, rows };
  const { context, page } = await openPage(browser, origin);
  try {
    const requests = countRequests(page);
    const name = `bench-artists-${rows}.csv`;
    result.parseMs = await chooseFile(
      page,
      origin,
      name,
      artistFile(rows, stamp, near, genres),
      'artists',
    );
    result.dryRun = await dryRun(page, requests, Math.max(600_000, rows * 60));
    if (!result.dryRun.done) return result;

    await takeLongTasks(page);
    requests.take();
    const startedAt = Date.now();
    await page.getByRole('button', { name: /^Import [\d,.\s\u202f]+ rows?$/ }).click();
    const timeoutMs = Math.max(1_200_000, rows * 120);
    let watched = await watchRun(page, { timeoutMs, stopAt: reloadAt ?? Infinity });
    result.notKept = watched.shown?.alerts?.some((a) => a.includes('too large to be kept'));
    if (reloadAt !== undefined && watched.outcome === 'stop') {
      const before = watched.samples[watched.samples.length - 1];
      result.reload = { at: before.done, total: before.total };
      await page.reload({ waitUntil: 'domcontentloaded', timeout: 120_000 }).catch(() => undefined);
      const back = Date.now();
      // The run's progress, or the file step: whichever the page shows first.
      let shown = null;
      while (Date.now() - back < 60_000) {
        shown = await page.evaluate(readPage).catch(() => null);
        if (shown && (shown.progress || shown.fileInput)) break;
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      }
      result.reload.cameBack = Boolean(shown?.progress);
      result.reload.shown = shown
        ? { progress: shown.progress, headings: shown.headings, alerts: shown.alerts }
        : null;
      if (result.reload.cameBack) {
        result.reload.firstReading = shown.progress;
        watched = await watchRun(page, {
          timeoutMs: timeoutMs - (Date.now() - startedAt),
          samples: watched.samples,
          tasks: watched.tasks,
        });
      }
    }
    result.run = {
      outcome: watched.outcome,
      ms: Date.now() - startedAt,
      requests: requests.take(),
      tasks: taskFigures([...watched.tasks, ...(await takeLongTasks(page))]),
      pace: runFigures(startedAt, watched.samples, watched.tasks),
      figures: watched.shown?.figures ?? {},
      alerts: watched.shown?.alerts ?? [],
      lastProgress: watched.shown?.progress ?? null,
    };
    return result;
  } catch (error) {
    result.error = String(error).split('\n')[0];
    return result;
  } finally {
    await context.close().catch(() => undefined);
    // Whatever the page had sent, kept or not, before its context closed.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    result.server = await serverRecords(origin, stamp, near);
    const { ids } = result.server;
    delete result.server.ids;
    await deleteArtists(origin, ids).catch(() => undefined);
  }
}

/**
 * The large artists import and, with `reload`, the same size again with a reload after about
 * 5,000 rows. Never throws: every phase reports what it measured.
 */
export async function measureLargeImport(browser, origin, { rows = 20_000, reload = true } = {}) {
  const started = Date.now();
  const token = await apiToken(origin);
  const existing = (await apiGet(origin, token, '/artists?limit=200&page=1')).artists;
  // A genre as a person writes it: its English name (any translation or its slug is understood).
  const genres = (await apiGet(origin, token, '/artists/genres')).map(
    (genre) =>
      (genre.translations?.find((t) => t.language === 'en') ?? genre.translations?.[0])?.name ??
      genre.slug,
  );
  const near = nearDuplicates(existing);
  const stamp = `bench-${Date.now().toString(36)}`;
  const main = await importFile(browser, origin, {
    rows,
    stamp: `${stamp}a`,
    near,
    genres: genres.slice(0, 6),
  });
  const reloaded = reload
    ? await importFile(browser, origin, {
        rows,
        stamp: `${stamp}r`,
        near: [],
        genres: genres.slice(0, 6),
        reloadAt: Math.min(RELOAD_AFTER, Math.floor(rows / 4)),
      })
    : null;
  return { rows, near, main, reloaded, ms: Date.now() - started };
}

// ---------------------------------------------------------------------------------------------
// The report.

const seconds = (ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const perSecond = (value) => (value === undefined ? '-' : value.toFixed(1));

function planned(dryRun) {
  const figures = dryRun?.figures ?? {};
  return Object.entries(figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
}

export function printLargeImport(result) {
  const { rows, near, main, reloaded } = result;
  console.log(
    `Artists import at scale in Chromium: ${rows} rows, ${near.length} near-duplicates of the ` +
      `label's artists (${near.map((n) => `${n.how}: ${JSON.stringify(n.stageName)}`).join('; ')})`,
  );
  if (main.error) console.log(`  stopped by an error: ${main.error}`);
  const table = [];
  if (main.dryRun) {
    const { dryRun } = main;
    table.push({
      phase: 'file read (worker)',
      time: seconds(main.parseMs),
      requests: '',
      'rows/s first 1,000': '',
      'rows/s last 1,000': '',
      'longest task': '',
      'tasks > 200 ms': '',
    });
    table.push({
      phase: dryRun.done ? 'dry run' : 'dry run (DID NOT FINISH)',
      time: seconds(dryRun.ms),
      requests: `${dryRun.requests.reads} reads, ${dryRun.requests.writes} writes`,
      'rows/s first 1,000': '',
      'rows/s last 1,000': '',
      'longest task': `${dryRun.tasks.longest} ms`,
      'tasks > 200 ms': dryRun.tasks.over200,
    });
  }
  if (main.run) {
    const { run } = main;
    table.push({
      phase: run.outcome === 'Import finished' ? 'run' : `run (${run.outcome})`,
      time: seconds(run.ms),
      requests: `${run.requests.writes} writes, ${run.requests.reads} reads`,
      'rows/s first 1,000': perSecond(run.pace?.firstRate),
      'rows/s last 1,000': perSecond(run.pace?.lastRate),
      'longest task': `${run.tasks.longest} ms`,
      'tasks > 200 ms': run.tasks.over200,
    });
  }
  if (table.length) console.table(table);
  console.log(
    `  (rows/s from the progress bar read every ${SAMPLE_MS} ms: the first 1,000 from the click ` +
      `on Import, the last 1,000 to the end; tasks from PerformanceObserver 'longtask')`,
  );
  if (main.dryRun) {
    console.log(`  dry run decided: ${planned(main.dryRun) || '(no figures read)'}`);
    if (main.dryRun.alerts.length)
      console.log(`  dry run alerts: ${main.dryRun.alerts.join(' | ')}`);
    if (!/To create [1-9]/.test(planned(main.dryRun))) {
      console.log(`  dry run report's first row: ${main.dryRun.firstRow}`);
    }
  }
  if (main.run) {
    const { run } = main;
    if (run.pace) {
      console.log(
        `  run: rows/s by tenth: ${run.pace.tenths.map((t) => perSecond(t.rate)).join(', ')}`,
      );
      console.log(
        `  run: longest task by tenth (ms): ${run.pace.tenths.map((t) => t.longest).join(', ')}`,
      );
      const at = run.pace.longestAt;
      if (at) {
        console.log(
          `  run: its longest task (${at.ms} ms) came ${seconds(at.afterMs)} after the click, ` +
            `with ${at.done} rows sent`,
        );
      }
    }
    console.log(
      `  run: ${run.tasks.count} long tasks (over 50 ms); ended at "${run.lastProgress}"; ` +
        `screen: ${planned(run)}`,
    );
    if (main.notKept)
      console.log('  run: the page said "This import is too large to be kept in this browser"');
    if (run.alerts.length) console.log(`  run alerts: ${run.alerts.join(' | ')}`);
  }
  printServer('run', main.server, near);
  if (reloaded) printReload(reloaded);
  const verdict = [main.dryRun?.tasks, main.run?.tasks].filter(Boolean);
  const over = verdict.reduce((sum, t) => sum + t.over200, 0);
  console.log(
    `  budget: no task over ${TASK_BUDGET_MS} ms in the dry run and the run: ${over === 0 ? 'ok' : `OVER (${over} tasks)`}`,
  );
  console.log(`  the large import bench took ${seconds(result.ms)}`);
}

function printServer(label, server, near = []) {
  if (!server) return;
  if (server.error) {
    console.log(`  ${label}: the server could not be read afterwards (${server.error})`);
    return;
  }
  console.log(
    `  ${label}: the server holds ${server.count} of the file's artists; ` +
      `same e-mail twice: ${server.sameEmailTwice}, same stage name twice: ${server.sameStageNameTwice}` +
      (near.length
        ? `; near-duplicates of the label's artists created: ${server.nearDuplicatesCreated} of ${near.length}`
        : ''),
  );
}

function printReload(result) {
  console.log(`Reload during a ${result.rows}-row artists run:`);
  if (result.error) console.log(`  stopped by an error: ${result.error}`);
  if (result.dryRun && !result.dryRun.done) {
    console.log(`  the dry run did not finish in ${seconds(result.dryRun.ms)}`);
  }
  if (!result.reload) {
    console.log(`  no reload made (the run ended "${result.run?.outcome ?? 'unknown'}" first)`);
    printServer('reload run', result.server);
    return;
  }
  const { reload, run } = result;
  console.log(`  reloaded at ${reload.at} of ${reload.total} rows sent`);
  if (reload.cameBack) {
    console.log(
      `  the run came back ("${reload.firstReading}") and ended "${run.outcome}" after ` +
        `${seconds(run.ms)} in all; screen: ${planned(run)}`,
    );
  } else {
    const shown = reload.shown;
    console.log(
      `  the run did NOT come back: the page shows ${
        shown
          ? `"${shown.headings.join(' | ')}"${shown.alerts.length ? ` and "${shown.alerts.join(' | ')}"` : ''}`
          : 'nothing readable'
      }`,
    );
  }
  const create = Number(
    String(result.dryRun?.figures?.['To create'] ?? result.dryRun?.figures?.Create ?? '').replace(
      /\D/g,
      '',
    ),
  );
  printServer('reload run', result.server);
  if (result.server && !result.server.error) {
    console.log(
      `  reload run: the dry run planned ${Number.isFinite(create) && create ? create : '?'} creates; ` +
        `the server holds ${result.server.count}${reload.cameBack ? '' : ' (the run stopped at the reload)'}`,
    );
  }
}
