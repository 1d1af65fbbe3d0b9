import { resolve } from 'node:path';

/**
 * The folder nginx serves (tests/e2e/nginx/serve.sh): links to the build's files in dist/, so that
 * a config.json written here by a journey changes what nginx serves and never what the demo run's
 * Vite preview serves from dist/ at the same time.
 */
export const NGINX_SITE = resolve('node_modules/.tmp/nginx/site');

/** The deployment's config.json, as a journey puts it beside index.html. */
export const NGINX_SITE_CONFIG = resolve(NGINX_SITE, 'config.json');
