// Where the app finds API v1 and the smart links' public pages. Two sources, the first that
// gives a value wins: config.json served beside index.html, read at start (set when deploying,
// so one build serves every environment; see runtimeConfig.ts), then the build's VITE_API_URL /
// VITE_LINKS_HOST. With no API address at all the app serves API v1 itself (demo mode, an MSW
// worker) on its own origin, so that nothing leaves the browser.
//
// IS_DEMO, API_BASE_URL and LINKS_HOST are live bindings: main.tsx sets them once, from
// config.json, before it loads any demo code or renders. Until then they hold the build's values
// (which is all unit tests and the bench need). So read them where they are used (in a function,
// a render, a handler), never copy them into a module-level constant: the app's modules, and the
// first screen's code that preloadScreens.ts fetches, are run before config.json has answered.

export const DEMO_API_PATH = '/api/v1';

/** The admin's own rendition of a public smart-link page, used when no links host is set. */
export const ADMIN_LINK_PAGE_PATH = '/smart-links/page';

/** Addresses from one source; a missing or blank one means "not set there". */
export interface ConfigSource {
  apiUrl?: string;
  linksHost?: string;
}

export interface ResolvedConfig {
  isDemo: boolean;
  apiBaseUrl: string;
  linksHost: string;
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');
const given = (value: string | undefined): string => (value ?? '').trim();

/** The values the app runs with: config.json's, else the build's, else demo mode's. */
export function resolveConfig(
  runtime: ConfigSource,
  build: ConfigSource,
  origin: string,
): ResolvedConfig {
  const apiUrl = given(runtime.apiUrl) || given(build.apiUrl);
  const linksHost = given(runtime.linksHost) || given(build.linksHost);
  return {
    isDemo: apiUrl === '',
    apiBaseUrl: withoutTrailingSlash(apiUrl || `${origin}${DEMO_API_PATH}`),
    linksHost: withoutTrailingSlash(linksHost || `${origin}${ADMIN_LINK_PAGE_PATH}`),
  };
}

const BUILD: ConfigSource = {
  apiUrl: import.meta.env.VITE_API_URL,
  linksHost: import.meta.env.VITE_LINKS_HOST,
};

const ownOrigin = (): string => globalThis.location?.origin ?? 'http://localhost';

const atBuild = resolveConfig({}, BUILD, ownOrigin());

/** Demo mode: no API address in config.json nor in the build. */
export let IS_DEMO: boolean = atBuild.isDemo;

/** API v1's base URL, without a trailing slash. */
export let API_BASE_URL: string = atBuild.apiBaseUrl;

/** Where public smart-link pages live (`{LINKS_HOST}/{slug}`), without a trailing slash. */
export let LINKS_HOST: string = atBuild.linksHost;

/**
 * Sets the values from config.json's (checked) contents; `{}` when there is no file, which
 * leaves the build's values. Called once at start by main.tsx (and by tests, which restore).
 */
export function applyRuntimeConfig(runtime: ConfigSource): void {
  const resolved = resolveConfig(runtime, BUILD, ownOrigin());
  IS_DEMO = resolved.isDemo;
  API_BASE_URL = resolved.apiBaseUrl;
  LINKS_HOST = resolved.linksHost;
}
