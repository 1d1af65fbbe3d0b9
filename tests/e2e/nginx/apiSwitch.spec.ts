// One build, two APIs: the production build served by nginx talks to whichever API config.json
// names, with nothing else changed (two fake API v1 servers, scripts/fake-api-server.mjs).
import { rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { NGINX_SITE_CONFIG } from './site';
import { signIn } from '../helpers';
import { FAKE_API_PORTS } from './ports';

const CONFIG = NGINX_SITE_CONFIG;

// It runs in the "nginx-config" project (@config-json), against the server whose config.json
// journeys write (site.ts).
test.afterEach(() => rmSync(CONFIG, { force: true }));

test('the same build talks to the API config.json names, and to another once it changes @nginx @config-json', async ({
  page,
}) => {
  for (const port of FAKE_API_PORTS) {
    const api = `http://127.0.0.1:${port}/api/v1`;
    writeFileSync(CONFIG, JSON.stringify({ apiUrl: api }));
    const calls: string[] = [];
    const record = (request: { url: () => string }) => {
      if (request.url().includes('/api/v1/')) calls.push(request.url());
    };
    page.on('request', record);

    await signIn(page);
    await page.goto('/artists');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((url) => !url.startsWith(`${api}/`))).toEqual([]);
    // A real API: the demo's service worker is never started.
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    page.off('request', record);
    // Signed out before the next API (its sessions are its own), from a page of the origin
    // that runs no app: a running app would see its session go and send itself to /login.
    await page.goto('/config.json');
    await page.evaluate(() => localStorage.clear());
  }
});
