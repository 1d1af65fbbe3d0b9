import { resolve } from 'node:path';

/**
 * The folder the config.json journeys' nginx serves (tests/e2e/nginx/serve.sh with
 * WORK=nginx-config, the "nginx-config" project): links to the build's files in dist/, so that a
 * config.json written here by a journey changes what that server serves, and never what the demo
 * run's Vite preview (dist/ itself) or the other journeys' nginx (node_modules/.tmp/nginx/site)
 * serve at the same time.
 */
export const NGINX_CONFIG_SITE = resolve('node_modules/.tmp/nginx-config/site');

/** The deployment's config.json, as a journey puts it beside index.html. */
export const NGINX_SITE_CONFIG = resolve(NGINX_CONFIG_SITE, 'config.json');

/**
 * The tag of the journeys that write NGINX_SITE_CONFIG: they run in the "nginx-config" project,
 * one at a time, against their own nginx; every other @nginx journey runs beside them (and
 * finds no config.json on its server).
 */
export const WRITES_CONFIG_JSON = '@config-json';
