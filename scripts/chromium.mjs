// The one description of the browser that journeys and the benchmark run: Debian's Chromium,
// never a downloaded one, kept off the network it has no business with (a closed CI network
// refuses those connections, many at a time). Plain JavaScript so that `npm run bench` (node)
// and the Playwright config (TypeScript) both read it.

/** The browser's path; CHROMIUM_PATH overrides Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @type {readonly string[]} */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
