// Injected API faults for journeys. The demo API is answered by an MSW service worker, which
// Playwright's page.route and context.route never see, so a fault is handed to the demo API
// itself (src/mocks/faults.ts) as data. Per page: each page's requests are answered in that page.
import type { Page } from '@playwright/test';
import type { DemoApiFault } from '../../src/mocks/faults';

export type { DemoApiFault };

/** From now on, until the page is reloaded. */
export async function injectApiFault(page: Page, fault: DemoApiFault): Promise<void> {
  await page.evaluate((f) => {
    window.__demoApiFaults = [...(window.__demoApiFaults ?? []), f];
  }, fault);
}

/** Removes every fault injected into the page's current document. */
export async function clearApiFaults(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__demoApiFaults = [];
  });
}

/**
 * At every load of the page, reloads included (set before the app starts). `times` then counts
 * per load.
 */
export async function injectApiFaultOnEveryLoad(page: Page, fault: DemoApiFault): Promise<void> {
  await page.addInitScript((f) => {
    window.__demoApiFaults = [...(window.__demoApiFaults ?? []), { ...f }];
  }, fault);
}
