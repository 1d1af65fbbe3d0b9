// What both interaction benches share (bench-interactions.mjs, bench-interactions-screens.mjs):
// Event Timing recorded in the page, one interaction timed click to next paint, and the table
// rows they print. An interaction's figure is the longest `duration` of the events that make it
// (pointerdown, pointerup, click, keydown...), as INP counts it; Event Timing reports nothing
// under its 16 ms threshold, and such an interaction counts as 16 ms.

export const RATES = [1, 4];
export const THRESHOLD = 16;
export const INTERACTION_BUDGET_MS = 200;

/** An init script: the page records the durations of its interactions' events. */
export function recordEvents(threshold) {
  window.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__eventTimings.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/** Two frames and a task: the Event Timing entries of what came before are delivered. */
export const nextFrames = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );

/**
 * Runs one interaction and returns its click-to-next-paint time, in ms: `done` waits for what
 * the user waits for, `settle` (optional) for what follows it before the next interaction.
 */
export async function timed(page, act, done, settle) {
  await page.evaluate(() => {
    window.__eventTimings.length = 0;
  });
  await act();
  await done();
  await settle?.();
  await nextFrames(page);
  const durations = await page.evaluate(() => window.__eventTimings.slice());
  return Math.max(THRESHOLD, ...durations);
}

export const hidden = (locator) => locator.waitFor({ state: 'hidden' });
export const visible = (locator) => locator.waitFor({ state: 'visible' });

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * One printed row per interaction from its figures by CPU rate (name -> rate -> figures):
 * { interaction, 'x1 median', 'x1 spread', 'x4 median', 'x4 spread', verdict, raw }.
 */
export function interactionRows(results, rates = RATES) {
  return [...results].map(([name, byRate]) => {
    const row = { interaction: name };
    for (const rate of rates) {
      const values = byRate.get(rate) ?? [];
      row[`x${rate} median`] = `${Math.round(median(values))} ms`;
      row[`x${rate} spread`] =
        `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;
    }
    const slowed = median(byRate.get(4) ?? []);
    row[`≤${INTERACTION_BUDGET_MS} ms x4`] =
      slowed === undefined ? '-' : slowed <= INTERACTION_BUDGET_MS ? 'ok' : 'OVER';
    row.raw = rates.map((rate) => (byRate.get(rate) ?? []).map(Math.round).join(',')).join(' | ');
    return row;
  });
}

/** Signs in through the app's own form (the bare react-admin app's too: username or email). */
export async function signInThroughForm(page, origin) {
  await page.goto(`${origin}/login`);
  const email = page.locator('input[name="email"], input[name="username"], input[type="email"]');
  await email.first().fill('maya.chen@example.com');
  await page.locator('input[type="password"]').fill('label-demo-2026');
  await page.locator('input[type="password"]').press('Enter');
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/**
 * Records the page's long tasks as [epoch ms start, duration] (run before the app, with
 * addInitScript); read them with takeLongTasks. The browser reports tasks of 50 ms and more.
 */
export function watchLongTasks() {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push([performance.timeOrigin + entry.startTime, entry.duration]);
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // A browser without long-task timing: no task is reported.
  }
}

/** The long tasks recorded since the last call. */
export const takeLongTasks = (page) =>
  page.evaluate(() => (window.__longTasks ?? []).splice(0)).catch(() => []);

/** The longest task, how many went over the budget, and how many there were. */
export function taskFigures(tasks) {
  const durations = tasks.map(([, duration]) => duration);
  return {
    longest: durations.length ? Math.round(Math.max(...durations)) : 0,
    over200: durations.filter((d) => d > INTERACTION_BUDGET_MS).length,
    count: durations.length,
  };
}

/**
 * Follows a page's API calls; the function it returns waits until none is in flight, over two
 * frames in a row (what the user waits for between two measured interactions).
 */
export function apiCalls(page) {
  let inFlight = 0;
  const isApi = (request) => request.url().includes('/api/v1/');
  page.on('request', (request) => {
    if (isApi(request)) inFlight += 1;
  });
  const finished = (request) => {
    if (isApi(request)) inFlight -= 1;
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async function settled() {
    for (;;) {
      if (inFlight > 0) {
        await page.waitForEvent('requestfinished', { predicate: isApi, timeout: 60000 });
        continue;
      }
      await nextFrames(page);
      if (inFlight === 0) return;
    }
  };
}

/**
 * Each screen's interactions at each CPU rate: a page of its own, signed in through the form,
 * opened at the screen's path and ready; one round not counted (lazy chunks, caches), then
 * `rounds` rounds whose figures are kept. A screen is `{ name, path, ready(page),
 * prepare?(page, settled), round(page, measure, settled, roundNumber) }`; `measure(name, act,
 * done, reportsItself)` times `act` to the next paint, or takes the figure `act` returns (typing:
 * its slowest key). The round number counts across the rates, for rounds that alternate what
 * they write. `profile(name, data)` receives a CPU profile of the counted rounds.
 */
export async function measureScreens(
  browser,
  origin,
  screens,
  { rounds = 5, rates = RATES, only, profile, acceptDialogs = false } = {},
) {
  const results = new Map(); // name -> rate -> figures
  for (const screen of screens.filter((s) => !only || only.includes(s.name))) {
    let round = 0;
    for (const rate of rates) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(recordEvents, THRESHOLD);
      const page = await context.newPage();
      if (acceptDialogs) page.on('dialog', (dialog) => void dialog.accept());
      const settled = apiCalls(page);
      // Each page signs in afresh: a demo refresh token is spent by the first page that refreshes it.
      await signInThroughForm(page, origin);
      await page.goto(`${origin}${screen.path}`);
      await screen.ready(page);
      await settled();
      await screen.prepare?.(page, settled);
      const cdp = await context.newCDPSession(page);
      const figures = new Map();
      const measure = async (name, act, done, reportsItself = false) => {
        let figure;
        if (reportsItself) {
          figure = await act();
          await done();
        } else {
          figure = await timed(page, act, done);
        }
        figures.set(name, [...(figures.get(name) ?? []), figure]);
      };
      await screen.round(page, measure, settled, round++); // warm-up, not counted
      figures.clear();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      if (profile) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
        await cdp.send('Profiler.start');
      }
      for (let i = 0; i < rounds; i += 1) await screen.round(page, measure, settled, round++);
      if (profile) {
        const { profile: data } = await cdp.send('Profiler.stop');
        profile(`${screen.name.replace(/\W+/g, '-')}-x${rate}`, data);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await context.close();
      for (const [name, values] of figures) {
        if (!results.has(name)) results.set(name, new Map());
        results.get(name).set(rate, values);
      }
    }
  }
  return interactionRows(results, rates);
}
