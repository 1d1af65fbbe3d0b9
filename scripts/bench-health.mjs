// The catalogue health check at the demo label's size and at a label 30,000 artists larger (the
// large-label seed, src/mocks/seed/largeLabel.ts), through the real screen in Chromium: open
// /catalogue-health on a fresh browser (no kept report, so the check starts by itself) and wait
// for the report (the "Check now" button back once the check has read the catalogue). Printed:
// the API requests the check made (by path), its time, and the page's longest main-thread task
// during it (PerformanceObserver 'longtask', installed before the app; budget 200 ms).
//
// The API is the demo's own MSW handlers on a server of this script's, whose database it seeds
// (the bench's shared server keeps the demo's); the app built by bench.mjs is served beside it,
// pointed at it by config.json.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { answerApi, apiModuleServer, freePort } from './fakeApi.mjs';
import {
  INTERACTION_BUDGET_MS as TASK_BUDGET_MS,
  signInThroughForm,
  takeLongTasks,
  taskFigures,
  watchLongTasks,
} from './eventTiming.mjs';

const NOW = Date.UTC(2026, 10, 15, 12, 0, 0);
/** A check that has not ended after this is reported as such. */
const CHECK_TIMEOUT_MS = 15 * 60_000;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** The demo API's handlers and database, in a Vite module graph of this script's own. */
async function loadApi(projectDir, apiUrl) {
  const vite = await apiModuleServer(projectDir, apiUrl);
  const load = (path) => vite.ssrLoadModule(path);
  const { setClock } = await load('/src/lib/clock.ts');
  const { handlers } = await load('/src/mocks/handlers/index.ts');
  const { restoreDatabase } = await load('/src/mocks/db/database.ts');
  const { seedDatabase } = await load('/src/mocks/seed/index.ts');
  const { addLargeLabel } = await load('/src/mocks/seed/largeLabel.ts');
  setClock(NOW);
  return { vite, handlers, restoreDatabase, seedDatabase, addLargeLabel };
}

function serve(port, outDir, handlers) {
  const origin = `http://127.0.0.1:${port}`;
  const server = createHttpServer((req, res) => {
    if (req.url.startsWith('/api/v1/')) {
      answerApi(handlers, req, res, origin).catch((error) => {
        res.writeHead(500);
        res.end(String(error));
      });
      return;
    }
    if (req.url === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(JSON.stringify({ apiUrl: `${origin}/api/v1` }));
      return;
    }
    const { pathname } = new URL(req.url, origin);
    let file = normalize(join(outDir, decodeURIComponent(pathname)));
    if (!file.startsWith(outDir + sep) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(outDir, 'index.html');
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

/** One check on a fresh browser: its requests, time and longest task. */
async function measureOnce(browser, origin, label) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(watchLongTasks);
  const page = await context.newPage();
  try {
    await signInThroughForm(page, origin);
    await page.waitForLoadState('networkidle');
    const requests = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/') && !url.pathname.startsWith('/api/v1/auth/')) {
        requests.push(url.pathname.replace(/\/links\/admin\/\d+\//, '/links/admin/{id}/'));
      }
    });
    const firstList = page.waitForRequest((r) => /\/api\/v1\/artists\?.*limit=1000/.test(r.url()));
    await page.goto(`${origin}/catalogue-health`);
    await page.getByRole('heading', { name: 'Catalogue health', level: 1 }).waitFor();
    await firstList;
    await takeLongTasks(page);
    const started = Date.now();
    const checkNow = page.getByRole('button', { name: 'Check now' });
    await checkNow.waitFor({ state: 'visible', timeout: CHECK_TIMEOUT_MS });
    const ms = Date.now() - started;
    const failed = await page.getByRole('alert').count();
    const tasks = taskFigures(await takeLongTasks(page));
    const byPath = {};
    for (const path of requests) {
      const key = path.replace(/^\/api\/v1/, '');
      byPath[key] = (byPath[key] ?? 0) + 1;
    }
    return {
      label,
      ms,
      requests: requests.length,
      byPath,
      longestTask: tasks.longest,
      over200: tasks.over200,
      failed: failed > 0,
    };
  } catch (error) {
    return { label, error: String(error).split('\n')[0] };
  } finally {
    await context.close();
  }
}

/** The check on the demo label, then on the large label; `artists` bulk artists added. */
export async function measureHealthCheck(browser, projectDir, outDir, { artists = 30_000 } = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const api = await loadApi(projectDir, `${origin}/api/v1`);
  const server = await serve(port, outDir, api.handlers);
  const results = [];
  try {
    const demo = api.seedDatabase(NOW);
    api.restoreDatabase(demo);
    results.push({
      ...(await measureOnce(browser, origin, 'demo')),
      artists: demo.artists.length,
      songs: demo.songs.length,
      albums: demo.albums.length,
    });
    const large = api.seedDatabase(NOW);
    api.addLargeLabel(large, NOW, { artists });
    api.restoreDatabase(large);
    results.push({
      ...(await measureOnce(browser, origin, 'large')),
      artists: large.artists.length,
      songs: large.songs.length,
      albums: large.albums.length,
    });
  } finally {
    server.close();
    await api.vite.close();
  }
  return results;
}

export function printHealthCheck(results) {
  console.log('Catalogue health check, /catalogue-health opened on a fresh browser:');
  for (const r of results) {
    const size = `${r.artists} artists, ${r.songs} songs, ${r.albums} albums`;
    if (r.error) {
      console.log(`  health ${r.label.padEnd(5)} ${size}: did not end (${r.error})`);
      continue;
    }
    const verdict = r.longestTask <= TASK_BUDGET_MS ? 'ok' : 'OVER';
    // The browser reports tasks of 50 ms and more only.
    const longest = r.longestTask ? `${r.longestTask} ms` : 'under 50 ms';
    console.log(
      `  health ${r.label.padEnd(5)} ${size}: ${r.requests} requests in ${(r.ms / 1000).toFixed(1)} s; ` +
        `longest main-thread task ${longest} (budget ${TASK_BUDGET_MS} ms: ${verdict}), ` +
        `${r.over200} over ${TASK_BUDGET_MS} ms${r.failed ? '; the check FAILED' : ''}`,
    );
    for (const [path, count] of Object.entries(r.byPath).sort()) {
      console.log(`    ${path.padEnd(34)} ${String(count).padStart(6)}`);
    }
  }
}
