import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './tests/e2e/chromium';
import { FAKE_API_PORTS } from './tests/e2e/nginx/ports';

// Browser journeys run Debian's Chromium against the production build in demo mode; no
// browser is ever downloaded. They run twice over:
// - "demo": every journey, the build served by Vite's preview server;
// - "nginx": the journeys tagged @nginx (sign-in, lists, a detail screen, an upload, the
//   smart-link preview, a generation, every screen once: nginxAllScreens) and the server checks in tests/e2e/nginx/, the same
//   build served by Debian's nginx with the repository's production configuration (deploy/).
//   Any Content-Security-Policy violation fails a test (tests/e2e/fixtures.ts). There, the same
//   build is also pointed at two other APIs by config.json alone (tests/e2e/nginx/apiSwitch).
const PREVIEW_PORT = 4173;
const NGINX_PORT = 4174;

export default defineConfig({
  testDir: 'tests/e2e',
  // Timeouts only say when a step has failed; a passing journey never waits for them. They are
  // sized for a busy 2-core machine (CI, or another browser test beside): there, opening a page
  // afresh has taken 10 to 40 s before its first content showed.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Every test has its own browser context, so its own demo database, session and service
  // worker: two at a time on two cores. The nginx run's journeys go one at a time (below).
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    trace: 'retain-on-failure',
    // A step that hangs fails on its own, naming itself, long before the test's time runs out
    // (axe has its own limit: tests/e2e/a11y.ts).
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: 'demo',
      testIgnore: 'nginx/**',
      use: { baseURL: `http://127.0.0.1:${PREVIEW_PORT}` },
    },
    {
      name: 'nginx',
      grep: /@nginx/,
      // Some of its journeys write the site's config.json (tests/e2e/nginx/site.ts), which every
      // page nginx serves meanwhile would read.
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` },
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
    {
      // The policy allows the fake APIs' origins, as a deployment allows its API's.
      command: `PORT=${NGINX_PORT} API_URL="${FAKE_API_PORTS.map((port) => `http://127.0.0.1:${port}/api/v1`).join(' ')}" sh tests/e2e/nginx/serve.sh`,
      url: `http://127.0.0.1:${NGINX_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
