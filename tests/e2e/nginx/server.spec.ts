// What the production nginx configuration (deploy/) promises, checked on the real server.
import { expect, test } from '../fixtures';

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

  test('config.json is never cached, and a missing one is a 404, not the app', async ({
    request,
  }) => {
    const config = await request.get('/config.json');
    expect(config.status()).toBe(404);
    expect(config.headers()['cache-control']).toBe('no-store');
  });
});
