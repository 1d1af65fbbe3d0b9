// The journeys' `test`: Playwright's, failing any test during which the browser reported a
// Content-Security-Policy violation (the nginx run serves the app with the production policy),
// and able to start a test already signed in (`test.use({ signedIn: true })`).
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { submitSignInForm } from './helpers';

/** The origin's localStorage of a signed-in demo session: its tokens and its demo database. */
type StoredItems = Array<[string, string]>;

/**
 * A stored session is reused while its access token (5 minutes in the demo) has most of its life
 * left, so that a journey does not begin with a token refresh it did not ask for.
 */
const SESSION_REUSE_MS = 2.5 * 60_000;

/** What a signed-in demo session has stored: the tokens, and the database that issued them. */
const SESSION_KEYS = ['label-admin.accessToken', 'label-admin.refreshToken', 'label-admin:demo-db'];

/**
 * Signs in through the form and waits until the session is stored. Not for the dashboard that
 * follows: the form's own journeys (helpers.ts signIn) wait for it; a journey that starts signed
 * in opens its own page, and rendering the dashboard first would only be time spent.
 */
async function signInForStorage(page: Page): Promise<void> {
  await submitSignInForm(page);
  await expect
    .poll(() =>
      page.evaluate((keys) => keys.every((key) => localStorage.getItem(key)), SESSION_KEYS),
    )
    .toBe(true);
}

/** Signs in once through the form, in a context of its own, and keeps what the app stored. */
async function signedInItems(browser: Browser, baseURL: string): Promise<StoredItems> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signInForStorage(page);
    const { origins } = await context.storageState();
    const origin = origins.find((o) => o.origin === new URL(baseURL).origin);
    expect(origin?.localStorage.length, 'what signing in stored').toBeGreaterThan(0);
    return (origin?.localStorage ?? []).map(({ name, value }) => [name, value]);
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before any of its scripts: puts the stored session in place in the tab's
 * first document only (a reload must find what the journey wrote since). The page's own document
 * writes it rather than Playwright's storageState, which writes from a page it closes at once:
 * a megabyte-long demo database then sometimes reached the journey's page after the app had
 * looked for its session, and the journey began signed out.
 */
function restoreSession(items: StoredItems): void {
  if (window.top !== window || sessionStorage.getItem('e2e:session-restored')) return;
  sessionStorage.setItem('e2e:session-restored', '1');
  for (const [name, value] of items) localStorage.setItem(name, value);
}

export const test = base.extend<
  { cspViolations: string[]; signedIn: boolean },
  { signedInSession: () => Promise<StoredItems> }
>({
  /** Start signed in as the demo user, without the sign-in form (its own journeys test it). */
  signedIn: [false, { option: true }],

  signedInSession: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      let stored: { items: StoredItems; at: number } | undefined;
      await use(async () => {
        if (!baseURL) throw new Error('signedIn needs the project to set a baseURL');
        if (!stored || Date.now() - stored.at > SESSION_REUSE_MS) {
          stored = { items: await signedInItems(browser, baseURL), at: Date.now() };
        }
        return stored.items;
      });
    },
    { scope: 'worker' },
  ],

  // (`provide`, not `use`: the React hooks lint rule would take a fixture called page for a component.)
  page: [
    async ({ page, signedIn, signedInSession }, provide) => {
      if (signedIn) await page.addInitScript(restoreSession, await signedInSession());
      await provide(page);
    },
    // Signing in (once per worker, or again for a fresher session) is not the journey's time.
    { scope: 'test', timeout: 120_000 },
  ],

  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // Chromium reports each refusal on the console of the frame it happened in (sandboxed
      // frames and workers included), whatever the page's own scripts do.
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy/i.test(text)) violations.push(text);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
