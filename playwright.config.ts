import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './tests/e2e/chromium';
import { FAKE_API_PORTS } from './tests/e2e/nginx/ports';

// Browser journeys run Debian's Chromium against the production build in demo mode; no
// browser is ever downloaded. Each runs once, on one of two servers:
// - "demo": every journey not tagged @nginx, the build served by Vite's preview server;
// - "nginx": the journeys tagged @nginx (sign-in, lists, a detail screen, an upload, the
//   smart-link preview, a generation, every screen once: nginxAllScreens) and the server
//   checks in tests/e2e/nginx/, the same build served by Debian's nginx with the repository's
//   production configuration (deploy/);
//   "nginx-config" those of them that write config.json (@config-json), on a second nginx.
//   Any Content-Security-Policy violation fails a test (tests/e2e/fixtures.ts). There, the same
//   build is also pointed at two other APIs by config.json alone (tests/e2e/nginx/apiSwitch).
const PREVIEW_PORT = 4173;
const NGINX_PORT = 4174;
/** A second nginx, the one whose config.json journeys write (tests/e2e/nginx/site.ts). */
const NGINX_CONFIG_PORT = 4177;
/** The fake APIs' origins, which the nginx sites' policy allows, as a deployment allows its API's. */
const FAKE_API_URLS = FAKE_API_PORTS.map((port) => `http://127.0.0.1:${port}/api/v1`).join(' ');

export default defineConfig({
  testDir: 'tests/e2e',
  // Timeouts only say when a step has failed; a passing journey never waits for them. They are
  // sized for a busy 2-core machine (CI, or another browser test beside): there, opening a page
  // afresh has taken 10 to 40 s before its first content showed.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Every test has its own browser context, so its own demo database, session and service
  // worker: two at a time on two cores, the nginx run's included (only the journeys that write
  // config.json go one at a time, against a server of their own: "nginx-config" below).
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    // A failure keeps its trace: every action with the page's DOM before and after it. Not the
    // screencast: recording it (a JPEG per frame, for every test, failing or not) took about a
    // third of the journeys' time on a busy 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // A step that hangs fails on its own, naming itself, long before the test's time runs out
    // (axe has its own limit: tests/e2e/a11y.ts).
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  // The nginx projects first: their journeys are among the longest, and started first they
  // leave the many short ones of "demo" for the end, where they fill both workers (the
  // journeys run in the order of the projects, then of the files).
  projects: [
    {
      // The journeys that write the site's config.json (tests/e2e/nginx/site.ts), which every
      // page their nginx serves meanwhile would read: one at a time, on a server of their own.
      name: 'nginx-config',
      grep: /@config-json/,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${NGINX_CONFIG_PORT}` },
    },
    {
      name: 'nginx',
      grep: /@nginx/,
      grepInvert: /@config-json/,
      use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` },
    },
    {
      // Every other journey. Those tagged @nginx run once, behind nginx: the same build, in the
      // same demo mode, with the production server's headers and policy on top (running them
      // here as well proved nothing more and took a quarter of the journeys' time).
      name: 'demo',
      testIgnore: 'nginx/**',
      grepInvert: /@nginx/,
      use: { baseURL: `http://127.0.0.1:${PREVIEW_PORT}` },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PREVIEW_PORT} --strictPort`,
      url: `http://127.0.0.1:${PREVIEW_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // Two real APIs on other origins, for the nginx run's config.json switch (apiSwitch.spec.ts).
    ...FAKE_API_PORTS.map((port) => ({
      command: `node scripts/fake-api-server.mjs --port ${port}`,
      url: `http://127.0.0.1:${port}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
    ...[
      { port: NGINX_PORT, work: 'nginx' },
      { port: NGINX_CONFIG_PORT, work: 'nginx-config' },
    ].map(({ port, work }) => ({
      command: `PORT=${port} WORK=${work} API_URL="${FAKE_API_URLS}" sh tests/e2e/nginx/serve.sh`,
      url: `http://127.0.0.1:${port}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
  ],
});
