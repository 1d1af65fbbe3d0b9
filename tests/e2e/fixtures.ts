// The journeys' `test`: Playwright's, failing any test during which the browser reported a
// Content-Security-Policy violation (the nginx run serves the app with the production policy).
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
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
