import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import * as env from './env';
import { resolveConfig } from './env';
import { configFileUrl, loadRuntimeConfig, type ConfigOutcome } from './runtimeConfig';

const URL_OF_FILE = 'https://admin.example.com/config.json';
const ORIGIN = 'https://admin.example.com';

/** A server that answers config.json with this body, status and type. */
function serving(body: string, init: { status?: number; type?: string } = {}) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(body, {
        status: init.status ?? 200,
        headers: { 'Content-Type': init.type ?? 'application/json' },
      }),
  );
}

const INDEX_HTML = '<!doctype html>\n<html lang="en"><body><div id="root"></div></body></html>';

describe('loadRuntimeConfig', () => {
  it('asks for the file itself, never a cached copy', async () => {
    const fetchImpl = serving('{}');
    await loadRuntimeConfig(URL_OF_FILE, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(
      URL_OF_FILE,
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('reads apiUrl and linksHost from a file that is there', async () => {
    const outcome = await loadRuntimeConfig(
      URL_OF_FILE,
      serving(
        '{ "apiUrl": " https://api.example.com/api/v1/ ", "linksHost": "https://links.example.com" }',
      ),
    );
    expect(outcome).toEqual<ConfigOutcome>({
      kind: 'found',
      config: { apiUrl: 'https://api.example.com/api/v1/', linksHost: 'https://links.example.com' },
      ignoredKeys: [],
    });
  });

  it('counts a 404 as no file', async () => {
    const outcome = await loadRuntimeConfig(
      URL_OF_FILE,
      serving('Not found', { status: 404, type: 'text/plain' }),
    );
    expect(outcome).toEqual({ kind: 'absent' });
  });

  it('counts the index.html an SPA host or the dev server answers as no file', async () => {
    expect(
      await loadRuntimeConfig(
        URL_OF_FILE,
        serving(INDEX_HTML, { type: 'text/html; charset=utf-8' }),
      ),
    ).toEqual({ kind: 'absent' });
    // The same page served with a wrong type is still a page, not a configuration.
    expect(await loadRuntimeConfig(URL_OF_FILE, serving(INDEX_HTML))).toEqual({ kind: 'absent' });
  });

  it('counts a network failure as no file', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await loadRuntimeConfig(URL_OF_FILE, failing)).toEqual({ kind: 'absent' });
  });

  it('reports a server error rather than running against another API', async () => {
    expect(await loadRuntimeConfig(URL_OF_FILE, serving('', { status: 503 }))).toEqual({
      kind: 'invalid',
      problem: { kind: 'unreadable', status: 503 },
    });
  });

  it('takes a file without apiUrl as no API address (the build decides)', async () => {
    expect(await loadRuntimeConfig(URL_OF_FILE, serving('{}'))).toEqual({
      kind: 'found',
      config: {},
      ignoredKeys: [],
    });
    expect(
      await loadRuntimeConfig(URL_OF_FILE, serving('{ "apiURL": "https://api.example.com" }')),
    ).toEqual({ kind: 'found', config: {}, ignoredKeys: ['apiURL'] });
  });

  it.each<[string, string, ConfigOutcome]>([
    ['malformed JSON', '{ "apiUrl": "https://api.example.com", }', invalid({ kind: 'not_json' })],
    ['an empty file', '', invalid({ kind: 'not_json' })],
    ['an array', '["https://api.example.com"]', invalid({ kind: 'not_object' })],
    ['null', 'null', invalid({ kind: 'not_object' })],
    ['a blank apiUrl', '{ "apiUrl": "  " }', invalid({ kind: 'not_text', field: 'apiUrl' })],
    ['a number as apiUrl', '{ "apiUrl": 8080 }', invalid({ kind: 'not_text', field: 'apiUrl' })],
    [
      'an apiUrl that is not a URL',
      '{ "apiUrl": "api.example.com/api/v1" }',
      invalid({ kind: 'not_http_url', field: 'apiUrl', value: 'api.example.com/api/v1' }),
    ],
    [
      'an apiUrl that is not http(s)',
      '{ "apiUrl": "ftp://api.example.com" }',
      invalid({ kind: 'not_http_url', field: 'apiUrl', value: 'ftp://api.example.com' }),
    ],
    [
      'a linksHost that is not a URL',
      '{ "apiUrl": "https://api.example.com", "linksHost": "links" }',
      invalid({ kind: 'not_http_url', field: 'linksHost', value: 'links' }),
    ],
  ])('reports %s', async (_case, body, expected) => {
    expect(await loadRuntimeConfig(URL_OF_FILE, serving(body))).toEqual(expected);
  });
});

function invalid(problem: Extract<ConfigOutcome, { kind: 'invalid' }>['problem']): ConfigOutcome {
  return { kind: 'invalid', problem };
}

describe('configFileUrl', () => {
  it('is beside index.html, whatever the page', () => {
    expect(configFileUrl('/', 'https://admin.example.com/artist/3?tab=media')).toBe(
      'https://admin.example.com/config.json',
    );
    expect(configFileUrl('/admin/', 'https://example.com/admin/artists')).toBe(
      'https://example.com/admin/config.json',
    );
  });
});

describe('resolveConfig', () => {
  const BUILT_FOR_API = { apiUrl: 'https://build.example.com/api/v1', linksHost: '' };

  it('runs in demo mode on its own origin with neither config.json nor VITE_API_URL', () => {
    expect(resolveConfig({}, {}, ORIGIN)).toEqual({
      isDemo: true,
      apiBaseUrl: 'https://admin.example.com/api/v1',
      linksHost: 'https://admin.example.com/smart-links/page',
    });
  });

  it("uses the build's addresses when config.json sets none", () => {
    expect(
      resolveConfig({}, { ...BUILT_FOR_API, linksHost: 'https://go.example.com/' }, ORIGIN),
    ).toEqual({
      isDemo: false,
      apiBaseUrl: 'https://build.example.com/api/v1',
      linksHost: 'https://go.example.com',
    });
  });

  it("prefers config.json's addresses to the build's", () => {
    expect(
      resolveConfig(
        { apiUrl: 'https://api.example.com/api/v1/', linksHost: 'https://links.example.com' },
        { ...BUILT_FOR_API, linksHost: 'https://go.example.com' },
        ORIGIN,
      ),
    ).toEqual({
      isDemo: false,
      apiBaseUrl: 'https://api.example.com/api/v1',
      linksHost: 'https://links.example.com',
    });
  });

  it('takes each address from the first source that sets it', () => {
    expect(resolveConfig({ linksHost: 'https://links.example.com' }, {}, ORIGIN)).toEqual({
      isDemo: true,
      apiBaseUrl: 'https://admin.example.com/api/v1',
      linksHost: 'https://links.example.com',
    });
    expect(resolveConfig({ apiUrl: 'https://api.example.com' }, {}, ORIGIN)).toMatchObject({
      isDemo: false,
      linksHost: 'https://admin.example.com/smart-links/page',
    });
  });
});

describe('applyRuntimeConfig', () => {
  // Other test files share this module (and its values): put the build's values back.
  afterEach(() => env.applyRuntimeConfig({}));

  it("sets the values every reader sees, and {} puts the build's back", () => {
    const atBuild = { demo: env.IS_DEMO, api: env.API_BASE_URL, links: env.LINKS_HOST };
    env.applyRuntimeConfig({
      apiUrl: 'https://api.example.com/api/v1',
      linksHost: 'https://links.example.com/',
    });
    expect(env.IS_DEMO).toBe(false);
    expect(env.API_BASE_URL).toBe('https://api.example.com/api/v1');
    expect(env.LINKS_HOST).toBe('https://links.example.com');

    env.applyRuntimeConfig({});
    expect({ demo: env.IS_DEMO, api: env.API_BASE_URL, links: env.LINKS_HOST }).toEqual(atBuild);
  });

  it('reaches the API client the app made when its module loaded, before config.json', () => {
    const client = createApiClient();
    env.applyRuntimeConfig({ apiUrl: 'https://api.example.com/api/v1' });
    expect(client.urlOf('/artists')).toBe('https://api.example.com/api/v1/artists');
    expect(client.isApiUrl('https://api.example.com/api/v1/artists/3')).toBe(true);
  });
});
