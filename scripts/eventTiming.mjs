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
