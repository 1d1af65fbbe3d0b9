// npm run bench: how heavy and how quick the sign-in page and the artist list are, as a user on
// a cold browser meets them, beside a bare react-admin app (bench/bare-react-admin: one resource,
// ListGuesser), the yardstick of issue 22. Both apps are built for one API v1 server on an
// address of its own, as a deployed admin talks to its API host: bench/api-v1/server.mjs, written
// from the contract alone (not the demo API the app ships), answering across origins (CORS). Each
// build is served as a web server would serve it (gzip, keep-alive; files compressed once, so
// that serving costs the shared CPU next to nothing). The bench loads /login and, signed in,
// /artists in Chromium, each time in a fresh browser context (no cache), the two apps in turns.
// A page's first content is the first frame drawn with it (the sign-in form; the first artists
// row): the element is seen entering the DOM, then the time is taken in the frame that draws it,
// once its layout is done (coldLoad): the work a page does between putting a row in the DOM and
// drawing it counts, as it does for the user. (Until issue 41 the bench took the
// time the row entered the DOM and served the demo API's own handlers on the app's origin: the
// app then looked 1.2x bare react-admin where an independent harness measured 1.55x.)
// It prints the gzip size and count of the JS files each page loads, the median first content,
// when the row entered the DOM, and the app's ratio to the bare app's. Then the demo database's
// seeding times (scripts/bench-seed.mjs). The interactions, the import and the health check run
// the app on its demo API (scripts/fakeApi.mjs), on the app's origin.
//
// Options: --app DIR        the app to build and measure (default: this project)
//          --api DIR        the project whose src/mocks/handlers serve the API (default: --app)
//          --reference DIR  another app (a project with its own vite build) to measure in turns
//                           with the first instead of the bare react-admin app
//          --runs N         cold loads per page (default 11)
//          --waterfall      also print, per app, the median start and end of each request of
//                           the page (what waits on what before the first content)
//          --page PATH      only this page (/login or /artists), or `interactions`: only the
//                           posts view's interactions (scripts/bench-interactions.mjs) and the
//                           other screens' (-screens.mjs), `posts`: only the former, or
//                           `screens`: only the latter, `import`: only the catalogue import
//                           in Chromium (scripts/bench-import-run.mjs and, at a label's
//                           scale, scripts/bench-import-large.mjs), `import-large`: only the
//                           latter; `health`: only the catalogue health check at the demo's
//                           size and the large label's (scripts/bench-health.mjs); `newer`:
//                           only the newer screens' (-newer.mjs, also run by `interactions`);
//                           any --page: without the seeding times
//          --health-artists N  artists added for the health check's large label (default 30000)
//          --import-rows N  rows of the large artists import (default 20000: ~25 minutes on
//                           the code of issue 38's start; 2000 for a quick look)
//          --no-import-reload  without the large import's second run, reloaded midway
//          --rounds N       rounds of the posts view's interactions per CPU rate (default 5)
// Figures depend on the machine and its load: compare apps within one run (--reference), or
// runs made back to back.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { answerApi, freePort, loadHandlers } from './fakeApi.mjs';
import { startApiServer } from '../bench/api-v1/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { measureInteractions } from './bench-interactions.mjs';
import { signInThroughForm } from './eventTiming.mjs';
import { measureScreenInteractions } from './bench-interactions-screens.mjs';
import { measureNewerScreenInteractions } from './bench-interactions-newer.mjs';
import { measureImportRun, printImportRun } from './bench-import-run.mjs';
import { measureLargeImport, printLargeImport } from './bench-import-large.mjs';
import { measureHealthCheck, printHealthCheck } from './bench-health.mjs';

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The bare react-admin app: built with its own Vite config, from this project's node_modules. */
const BARE_APP = join(projectDir, 'bench', 'bare-react-admin');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const appDir = resolve(option('app', projectDir));
const apiDir = resolve(option('api', appDir));
const referenceDir = option('reference') ? resolve(option('reference')) : BARE_APP;
const waterfall = process.argv.includes('--waterfall');
const runs = Number(option('runs', '11'));
/**
 * Issue 8's budget (what a bare one-resource react-admin app loads) and issue 41's target: the
 * signed-in list at most as slow as bare react-admin's.
 */
const LOGIN_BUDGET_BYTES = 328_000;
const LIST_BUDGET_RATIO = 1.0;

const PAGES = [
  // The sign-in form is there when its password field is.
  { name: '/login', path: '/login', signedIn: false, selector: 'form input[type="password"]' },
  // The list is there when its first data row is; its data comes from GET /artists.
  {
    name: '/artists',
    path: '/artists',
    signedIn: true,
    selector: 'table tbody tr td',
    listCall: '/api/v1/artists?',
  },
];

function build(dir, outDir, apiUrl) {
  const bare = dir === BARE_APP;
  const vite = join(bare ? projectDir : dir, 'node_modules', 'vite', 'bin', 'vite.js');
  const config = bare ? ['--config', join(BARE_APP, 'vite.config.ts')] : [];
  const result = spawnSync(
    process.execPath,
    [vite, 'build', ...config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: bare ? projectDir : dir,
      // Vite's dev server (the fake API below) sets NODE_ENV=development for this process.
      env: { ...process.env, NODE_ENV: 'production', VITE_API_URL: apiUrl },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed in ${dir}`);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** Each file's bytes and gzip, read and compressed once (a server's static cache). */
const served = new Map();
function servedFile(file) {
  if (!served.has(file)) {
    const bytes = readFileSync(file);
    served.set(file, { bytes, gzip: gzipSync(bytes, { level: 6 }) });
  }
  return served.get(file);
}

function answerFile(outDir, req, res) {
  const { pathname } = new URL(req.url, 'http://x');
  let file = normalize(join(outDir, decodeURIComponent(pathname)));
  if (!file.startsWith(outDir + sep) || !existsSync(file) || statSync(file).isDirectory()) {
    file = join(outDir, 'index.html'); // the SPA's own routes
  }
  const { bytes, gzip } = servedFile(file);
  const zipped = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
    ...(zipped ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(zipped ? gzip : bytes);
}

function serve(port, outDir, handlers) {
  const origin = `http://127.0.0.1:${port}`;
  const server = createHttpServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    const work =
      handlers && req.url.startsWith('/api/v1/')
        ? answerApi(handlers, req, res, origin)
        : Promise.resolve(answerFile(outDir, req, res));
    work.catch((error) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

/**
 * A signed-in browser state for an app, renewed when it is old: demo access tokens last five
 * minutes, and a load that must first refresh its token would not be a fair cold start.
 */
const sessions = new Map();
async function freshSession(browser, origin) {
  const kept = sessions.get(origin);
  if (kept && Date.now() - kept.at < 3 * 60_000) return kept.state;
  const state = await signedInState(browser, origin);
  sessions.set(origin, { state, at: Date.now() });
  return state;
}

/** Signs in through the app's own form; later contexts start from the stored session. */
async function signedInState(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, origin);
  await page.waitForLoadState('networkidle');
  const state = await context.storageState();
  await context.close();
  return state;
}

const gzipSizes = new Map();
function gzipSize(outDir, url) {
  const file = join(outDir, new URL(url).pathname);
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** One cold load: a fresh context, the time its first content appears, the JS it fetched. */
async function coldLoad(browser, origin, outDir, target, storageState) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript((selector) => {
    // Seen when the element enters the DOM with a box, as the mutation happens. First content:
    // the start of the frame that draws it, once that frame's style and layout are done (forced
    // here, as the frame would do them next), the frame being painted right after: a trace
    // (Paint events) puts the paint 2 to 5 ms later. Not a task queued after the frame: the
    // browser runs the page's own pending timers first, and their work (screens rendering
    // what they had put off until after the first paint) would be counted as the row's.
    const observer = new MutationObserver(() => {
      const element = document.querySelector(selector);
      if (element && element.getClientRects().length > 0) {
        window.__inDom = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          document.body.getBoundingClientRect();
          window.__firstContent = performance.now();
        });
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }, target.selector);
  const page = await context.newPage();
  const scripts = new Set();
  page.on('requestfinished', (request) => {
    const url = request.url();
    if (url.startsWith(origin) && !url.includes('/api/v1/') && url.endsWith('.js')) {
      scripts.add(url);
    }
  });
  await page.goto(`${origin}${target.path}`);
  await page.waitForFunction(() => window.__firstContent !== undefined, null, { timeout: 30000 });
  // Whatever the page still fetches once it shows (lazy chunks, prefetches) counts too.
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(
    (listCall) => ({
      firstContent: window.__firstContent,
      inDom: window.__inDom,
      listCall: listCall
        ? performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes(listCall))
            .map((entry) => entry.startTime)
            .sort((a, b) => a - b)[0]
        : undefined,
      // Every request of the page, in the order they left: the --waterfall table.
      requests: [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].map((entry) => {
        const url = new URL(entry.name);
        return {
          name: url.pathname + (url.pathname.startsWith('/api/') ? url.search : ''),
          start: entry.startTime,
          end: entry.responseEnd,
        };
      }),
    }),
    target.listCall,
  );
  await context.close();
  const bytes = [...scripts].reduce((sum, url) => sum + gzipSize(outDir, url), 0);
  return { ...timing, files: scripts.size, bytes };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
};
const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);

const spread = (values) =>
  values.length ? `${ms(Math.min(...values))} to ${ms(Math.max(...values))}` : '-';

/** Each request's median start and end over the loads, in the order they left. */
function requestTable(loads) {
  const byName = new Map();
  for (const load of loads) {
    for (const { name, start, end } of load.requests) {
      if (!byName.has(name)) byName.set(name, { starts: [], ends: [] });
      byName.get(name).starts.push(start);
      byName.get(name).ends.push(end);
    }
  }
  const firstContent = median(loads.map((l) => l.firstContent));
  return [
    ...[...byName].map(([name, { starts, ends }]) => ({
      request: name.length > 60 ? `${name.slice(0, 57)}...` : name,
      start: ms(median(starts)),
      end: ms(median(ends)),
      loads: starts.length,
      startMs: median(starts),
    })),
    {
      request: '(first content)',
      start: ms(firstContent),
      end: '',
      loads: loads.length,
      startMs: firstContent,
    },
  ]
    .sort((a, b) => a.startMs - b.startMs)
    .map(({ startMs: _startMs, ...row }) => row);
}

/**
 * Builds an app and serves it: for `apiUrl`, an API elsewhere (the cold-start pages), or without
 * it for the demo API's handlers, served on the app's own origin (the interactions, the import).
 */
async function startApp(dir, externalApiUrl) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const apiUrl = externalApiUrl ?? `${origin}/api/v1`;
  // Inside the project (node_modules/.tmp): the bench reads and writes nothing outside it.
  const scratch = join(dir === BARE_APP ? projectDir : dir, 'node_modules', '.tmp');
  mkdirSync(scratch, { recursive: true });
  const outDir = mkdtempSync(join(scratch, 'bench-'));
  console.log(`Building ${dir} for ${apiUrl} ...`);
  build(dir, outDir, apiUrl);
  const api = externalApiUrl ? null : await loadHandlers(apiDir, apiUrl);
  const server = await serve(port, outDir, api?.handlers);
  return {
    dir,
    origin,
    outDir,
    async close() {
      server.close();
      await api?.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

const appName = (app) =>
  app.dir === appDir ? 'app' : app.dir === BARE_APP ? 'bare react-admin' : 'reference';

function summary(app, target, loads) {
  const last = loads[loads.length - 1];
  return {
    app: appName(app),
    page: target.name,
    'JS gzip': `${(last.bytes / 1000).toFixed(1)} kB`,
    'JS files': last.files,
    [`first content painted (median of ${runs})`]: ms(median(loads.map((l) => l.firstContent))),
    spread: spread(loads.map((l) => l.firstContent)),
    'in the DOM (median)': ms(median(loads.map((l) => l.inDom))),
    'list request sent (median)': ms(median(loads.map((l) => l.listCall))),
  };
}

const DEMO_API_PAGES = ['interactions', 'posts', 'screens', 'newer', 'import', 'import-large'];

async function main() {
  const page = option('page');
  // The interactions, the import and the health check: the app on its demo API, no yardstick.
  const demoApp =
    !page || [...DEMO_API_PAGES, 'health'].includes(page) ? await startApp(appDir) : null;
  // The cold starts: both apps built for one independent API server.
  const coldStarts = !page || PAGES.some((p) => p.name === page);
  const api = coldStarts ? await startApiServer() : null;
  const apps = coldStarts
    ? [await startApp(appDir, api.apiUrl), await startApp(referenceDir, api.apiUrl)]
    : [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const rows = [];
  const verdicts = [];
  const waterfalls = [];
  let interactions = [];
  let screens = [];
  let newer = [];
  let importRun = null;
  let largeImport = null;
  let health = null;
  try {
    if (!option('page') || ['interactions', 'posts'].includes(option('page'))) {
      // A session of its own for each page: a demo refresh token is used up by its first refresh.
      const signIn = () => signedInState(browser, demoApp.origin);
      interactions = await measureInteractions(browser, demoApp.origin, signIn, {
        rounds: Number(option('rounds', '5')),
      });
    }
    if (!option('page') || ['interactions', 'screens'].includes(option('page'))) {
      const rounds = Number(option('rounds', '5'));
      screens = await measureScreenInteractions(browser, demoApp.origin, { rounds });
    }
    if (!option('page') || ['interactions', 'newer'].includes(option('page'))) {
      const rounds = Number(option('rounds', '5'));
      newer = await measureNewerScreenInteractions(browser, demoApp.origin, { rounds });
    }
    if (!option('page') || option('page') === 'import') {
      importRun = await measureImportRun(browser, demoApp.origin);
    }
    if (!option('page') || ['import', 'import-large'].includes(option('page'))) {
      largeImport = await measureLargeImport(browser, demoApp.origin, {
        rows: Number(option('import-rows', '20000')),
        reload: !process.argv.includes('--no-import-reload'),
      });
    }
    if (!option('page') || option('page') === 'health') {
      health = await measureHealthCheck(browser, apiDir, demoApp.outDir, {
        artists: Number(option('health-artists', '30000')),
      });
    }
    for (const target of PAGES.filter((p) => coldStarts && (!page || p.name === page))) {
      const loads = new Map(apps.map((app) => [app, []]));
      const state = (app) => (target.signedIn ? freshSession(browser, app.origin) : undefined);
      for (const app of apps) {
        await coldLoad(browser, app.origin, app.outDir, target, await state(app)); // warm-up
      }
      // In turns, first one then the other first, so that neither a change in the machine's
      // load nor the position in a pair weighs on one app more than the other.
      for (let i = 0; i < runs; i += 1) {
        for (const app of i % 2 === 0 ? apps : [...apps].reverse()) {
          const load = await coldLoad(browser, app.origin, app.outDir, target, await state(app));
          loads.get(app).push(load);
        }
      }
      for (const app of apps) rows.push(summary(app, target, loads.get(app)));
      if (waterfall) {
        for (const app of apps) {
          waterfalls.push([`${appName(app)} ${target.name}`, requestTable(loads.get(app))]);
        }
      }
      const mine = loads.get(apps[0]);
      if (target.name === '/login') {
        const bytes = mine[mine.length - 1].bytes;
        const verdict = bytes <= LOGIN_BUDGET_BYTES ? 'ok' : 'OVER';
        verdicts.push(
          `/login loads ${(bytes / 1000).toFixed(1)} kB of gzip JS (budget ${LOGIN_BUDGET_BYTES / 1000} kB: ${verdict})`,
        );
      }
      if (apps.length > 1) {
        const [own, reference] = apps.map((app) =>
          median(loads.get(app).map((l) => l.firstContent)),
        );
        const ratio = own / reference;
        const budget =
          target.name === '/artists'
            ? ` (target ${LIST_BUDGET_RATIO.toFixed(2)}x: ${ratio <= LIST_BUDGET_RATIO ? 'ok' : 'OVER'})`
            : '';
        verdicts.push(
          `${target.name}: first content ${ratio.toFixed(2)}x the ${appName(apps[1])}'s${budget}`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const app of apps) await app.close();
    await demoApp?.close();
    await api?.close();
  }
  for (const [title, table] of waterfalls) {
    console.log(`Requests of ${title}, median start and end (ms from navigation):`);
    console.table(table);
  }
  if (rows.length) console.table(rows);
  for (const line of verdicts) console.log(line);
  if (interactions.length) {
    console.log('Posts view, click to next paint (Event Timing), CPU as is (x1) and slowed (x4):');
    console.table(interactions);
  }
  if (screens.length) {
    console.log('Other screens, click or key to next paint, CPU as is (x1) and slowed (x4):');
    console.table(screens);
  }
  if (newer.length) {
    console.log('Newer screens, click or key to next paint, CPU as is (x1) and slowed (x4):');
    console.table(newer);
  }
  if (importRun) printImportRun(importRun);
  if (largeImport) printLargeImport(largeImport);
  if (health) printHealthCheck(health);

  // The demo database's seeding speed (npm run bench:seed), measured here too.
  const seedBench = join(projectDir, 'scripts', 'bench-seed.mjs');
  if (existsSync(seedBench) && !option('page')) {
    const { measureSeed } = await import(pathToFileURL(seedBench).href);
    const seed = await measureSeed({ runs });
    for (const [step, time] of Object.entries(seed)) {
      console.log(`seed ${step.padEnd(9)} ${ms(time)} (median of ${runs})`);
    }
  }

  // The catalogue import's dry run at 5,000 song rows, in Node (scripts/benchImport.mjs).
  const importBench = join(projectDir, 'scripts', 'benchImport.mjs');
  if (existsSync(importBench) && !option('page')) {
    const { benchImport } = await import(pathToFileURL(importBench).href);
    await benchImport();
  }
}

await main();
