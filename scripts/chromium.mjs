// The one description of the browser that journeys and the benchmark run: Debian's Chromium,
// never a downloaded one, kept off the network it has no business with (a closed CI network
// refuses those connections, many at a time). Plain JavaScript so that `npm run bench` (node)
// and the Playwright config (TypeScript) both read it.

/** The browser's path; CHROMIUM_PATH overrides Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright 1.65 turns off itself. Chromium keeps only the last `--disable-features`
 * it is given, so ours (below) must repeat them or it would turn them back on.
 * tests/e2e/globalSetup.ts fails the journeys if Playwright's own list has grown since.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium (156 at least) opens, for every new window, a renderer of its own for the
 * address bar's suggestion popup, which nobody sees: each browser context of a journey or of a
 * bench round paid about a second of CPU for it, beside the page being tested.
 */
const UNSEEN_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** @type {readonly string[]} */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_FEATURES].join(',')}`,
];
