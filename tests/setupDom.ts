// Component tests (jsdom), after tests/setup.ts: DOM matchers, unmounting, and no state leaking
// from one test to the next through the shared i18nProvider or the browser's storage.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18nProvider } from '../src/providers/i18n';
import { guardJsdomErrors, type JsdomInstance } from './helpers/consoleGuard';

// Vitest's jsdom environment exposes the JSDOM instance as a global.
declare const jsdom: JsdomInstance;
guardJsdomErrors(jsdom);

// jsdom has no object URLs; screens that show fetched files need them (tests may spy on these).
if (!URL.createObjectURL) {
  let next = 0;
  URL.createObjectURL = () => `blob:test/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

// findBy* and waitFor give up after 15 s rather than 1 s: a screen rendered on a busy CI machine
// is slow, not wrong, and a passing test never waits for the limit.
configure({ asyncUtilTimeout: 15_000, getElementError });

/**
 * Testing Library's own error, without printing the whole page for every failed attempt inside
 * findBy* and waitFor, which retry on each change of the page and keep only the last error:
 * when they give up they ask again outside the retries, and that message carries the page.
 */
function getElementError(message: string | null, container: Element): Error {
  const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
    ._disableExpensiveErrorDiagnostics;
  const error = new Error(
    [message, retrying ? '' : prettyDOM(container) || ''].filter(Boolean).join('\n\n'),
  );
  error.name = 'TestingLibraryElementError';
  return error;
}

// Every English text, as the signed-in app has them (the first download holds only the
// sign-in page's: src/providers/i18n.ts).
beforeAll(() => i18nProvider.changeLocale('en'));

afterEach(async () => {
  cleanup();
  // The i18nProvider is one shared instance: a test that switched language must not leak it.
  await i18nProvider.changeLocale('en');
  localStorage.clear();
  sessionStorage.clear();
});
