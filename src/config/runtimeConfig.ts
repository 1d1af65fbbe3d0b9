// config.json, served beside index.html, sets the API address (and the smart links' public host)
// when the app is deployed rather than when it is built: one build goes from staging to
// production with only this file changed. It is read before the dataProvider can exist (which
// needs the API address), so the API layer asks for it with the browser's fetch directly
// (api/runtimeConfigRequest.ts) and this reads the answer.
import type { ConfigSource } from './env';

const CONFIG_FILE = 'config.json';

/** The fields config.json may set; both are optional. */
export const CONFIG_FIELDS = ['apiUrl', 'linksHost'] as const;
export type ConfigField = (typeof CONFIG_FIELDS)[number];

/** What is wrong with a config.json that is there; the app then shows a page, never starts. */
export type ConfigProblem =
  | { kind: 'not_json' }
  | { kind: 'not_object' }
  | { kind: 'not_text'; field: ConfigField }
  | { kind: 'not_http_url'; field: ConfigField; value: string }
  | { kind: 'unreadable'; status: number };

export type ConfigOutcome =
  /** No file: the build's values (or demo mode) apply. */
  | { kind: 'absent' }
  | { kind: 'found'; config: ConfigSource; ignoredKeys: string[] }
  | { kind: 'invalid'; problem: ConfigProblem };

/** How config.json is fetched: the browser's fetch in the app, a stand-in in tests. */
export type ConfigFetch = (input: string, init: RequestInit) => Promise<Response>;

/** A stalled request must not leave the page blank: it counts as a network failure. */
const TIMEOUT_MS = 10_000;

/** config.json's address: beside index.html, wherever the app is served from. */
export function configFileUrl(
  base: string = import.meta.env.BASE_URL,
  documentUrl: string = document.baseURI,
): string {
  return new URL(`${base.replace(/\/*$/, '/')}${CONFIG_FILE}`, documentUrl).href;
}

const isHttpUrl = (text: string): boolean => {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** config.json's text, checked. */
export function parseRuntimeConfig(text: string): ConfigOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'invalid', problem: { kind: 'not_json' } };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { kind: 'invalid', problem: { kind: 'not_object' } };
  }
  const fields = parsed as Record<string, unknown>;
  const config: ConfigSource = {};
  for (const field of CONFIG_FIELDS) {
    if (!(field in fields)) continue;
    const value = fields[field];
    if (typeof value !== 'string' || value.trim() === '') {
      return { kind: 'invalid', problem: { kind: 'not_text', field } };
    }
    if (!isHttpUrl(value.trim())) {
      return { kind: 'invalid', problem: { kind: 'not_http_url', field, value } };
    }
    config[field] = value.trim();
  }
  const known: readonly string[] = CONFIG_FIELDS;
  return {
    kind: 'found',
    config,
    ignoredKeys: Object.keys(fields).filter((key) => !known.includes(key)),
  };
}

/**
 * Asks for config.json, never from a cache (a redeploy's new file must count at once). Not
 * there is "absent": a 404 (or another 4xx), a network failure, or an HTML page, which is what
 * the dev server and SPA hosts answer for an unknown path. A server error (5xx) is a fault to
 * show, not a reason to run against another API (or the demo) without a word.
 */
export async function loadRuntimeConfig(
  url: string,
  fetchImpl: ConfigFetch,
): Promise<ConfigOutcome> {
  let res: Response;
  let text: string;
  try {
    res = await fetchImpl(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status >= 500)
      return { kind: 'invalid', problem: { kind: 'unreadable', status: res.status } };
    if (!res.ok) return { kind: 'absent' };
    text = await res.text();
  } catch {
    return { kind: 'absent' };
  }
  const type = res.headers.get('Content-Type') ?? '';
  if (/\btext\/html\b/i.test(type) || /^\s*</.test(text)) return { kind: 'absent' };
  return parseRuntimeConfig(text);
}
