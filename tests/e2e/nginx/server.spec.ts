// What the production nginx configuration (deploy/) promises, checked on the real server.
import { rmSync, writeFileSync } from 'node:fs';
import { DEMO_CREDENTIALS } from '../../../src/config/demo';
import { expect, test } from '../fixtures';
import { NGINX_SITE_CONFIG, WRITES_CONFIG_JSON } from './site';
import { expectNoSeriousA11yViolations, signIn } from '../helpers';

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
];

test.describe('the nginx site @nginx', () => {
  test('every screen path serves the app, with the security headers and no caching', async ({
    request,
  }) => {
    for (const path of ['/', '/artists', '/artist/3?tab=media', '/promo-campaigns?campaignId=2']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
      const headers = response.headers();
      expect(headers['cache-control'], path).toBe('no-store');
      for (const directive of CSP_DIRECTIVES) {
        expect(headers['content-security-policy'], path).toContain(directive);
      }
      expect(headers['content-security-policy']).not.toMatch(
        /'unsafe-eval'|script-src[^;]*unsafe-inline/,
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    }
  });

  test('hashed assets are kept a year and compressed; an unknown asset is a 404', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script as string, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['content-security-policy']).toContain("script-src 'self'");

    const missing = await request.get('/assets/no-such-file-0000.js');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root"></div>');
  });

  test('an error is never kept: a missing asset or a refused request is not cached', async ({
    request,
  }) => {
    // The error a CDN or a browser would otherwise keep for a year, after the file has come.
    const missing = await request.get('/assets/missing-abc123.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
    expect(missing.headers()['content-security-policy']).toContain("script-src 'self'");

    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
    const refused = await request.post(script, { data: 'x' });
    expect(refused.status()).toBe(405);
    expect(refused.headers()['cache-control']).toBe('no-store');
    // A range it cannot satisfy is answered with the whole file, not an error sent as the file.
    const range = await request.get(script, { headers: { Range: 'bytes=999999999-' } });
    expect(range.status()).toBe(200);
    expect(range.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('config.json is never cached, and a missing one is a 404, not the app', async ({
    request,
  }) => {
    const config = await request.get('/config.json');
    expect(config.status()).toBe(404);
    expect(config.headers()['cache-control']).toBe('no-store');
  });
});

test.describe('the build as deployed @nginx', () => {
  test('a production build on its demo API wears a "Demo data" mark, even on a phone', async ({
    page,
  }) => {
    await signIn(page);
    const mark = page.getByRole('banner').getByRole('note', { name: /built-in demo API/ });
    await expect(mark).toHaveText('Demo data');
    await mark.hover();
    await expect(page.getByRole('tooltip')).toContainText('kept only in this browser');
    await expectNoSeriousA11yViolations(page);

    // On a narrow phone the mark keeps its icon and the bar still fits, refresh button included.
    // (Loaded at that size: a desktop page narrowed keeps its sidebar open, as a modal drawer.)
    await page.setViewportSize({ width: 320, height: 640 });
    await page.reload();
    await expect(mark).toBeVisible();
    await expect(mark.getByText('Demo data')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Refresh' })).toBeInViewport({
      ratio: 1,
    });
    const overflow = await page
      .getByRole('banner')
      .evaluate((bar) => bar.scrollWidth - bar.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1280, height: 720 });
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('fr')));
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('note', { name: /API de démonstration intégrée/ }),
    ).toHaveText('Données de démo');
  });

  test.describe('with a config.json', { tag: WRITES_CONFIG_JSON }, () => {
    const CONFIG = NGINX_SITE_CONFIG;
    test.afterEach(() => rmSync(CONFIG, { force: true }));

    test('the sign-in page names the API it could not reach when the policy refuses it', async ({
      page,
      cspViolations,
    }) => {
      // config.json changed, the container not restarted: the policy still allows only the old
      // address (the case). Port 9 (discard) is in no policy.
      const api = 'http://127.0.0.1:9/api/v1';
      writeFileSync(CONFIG, JSON.stringify({ apiUrl: api }));
      await page.goto('/login');
      await page.locator('input[name="email"]').fill(DEMO_CREDENTIALS.email);
      await page.locator('input[name="password"]').fill(DEMO_CREDENTIALS.password);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByRole('alert')).toContainText(
        `The API at ${api} could not be reached.`,
      );
      // It was the policy that refused (the one violation this journey expects), nothing else.
      await expect
        .poll(() => cspViolations.some((text) => text.includes('connect-src')))
        .toBe(true);
      expect(cspViolations.filter((text) => !text.includes('http://127.0.0.1:9/'))).toEqual([]);
      cspViolations.length = 0;
    });
  });
});
