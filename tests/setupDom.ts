// Component tests (jsdom), after tests/setup.ts: DOM matchers, unmounting, and no state leaking
// from one test to the next (nor to the next file of the worker, which shares modules and jsdom)
// through the shared i18nProvider, the generation store, the document or the browser's storage.
import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the catalogue import keeps its runs there.
import 'fake-indexeddb/auto';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18nProvider } from '../src/providers/i18n';
import { clearStoredJobs } from '../src/features/catalogue-import/run/jobStore';
import { forgetRuns } from '../src/features/catalogue-import/run/runner';
import { resetHealthCheck } from '../src/components/catalogueHealth/check/healthCheck';
import { clearHealthReports } from '../src/components/catalogueHealth/check/reportStore';
import { resetGenerations } from '../src/resources/campaigns/generation/generationStore';
import { forgetFirstPaint } from '../src/components/AfterFirstPaint';
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

// Testing Library's index tells React it runs under act() from a beforeAll it registers when
// first imported: once per worker, since component test files share their worker's modules
// (vite.config.ts), so every later file would render outside act's bookkeeping.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

// Every English text, as the signed-in app has them (the first download holds only the
// sign-in page's: src/providers/i18n.ts).
beforeAll(() => i18nProvider.changeLocale('en'));

afterEach(async () => {
  cleanup();
  resetDocument();
  // user-event empties the clipboard it gives jsdom after each test from a hook it registers
  // when first imported, that is in the first file of the worker only.
  await (navigator.clipboard as Clipboard | undefined)?.write([]);
  // The i18nProvider is one shared instance: a test that switched language must not leak it.
  await i18nProvider.changeLocale('en');
  // Generations are kept outside React, by the page: a run a test left (and its end, told to
  // whichever test mounts the notices next) must not reach the next one.
  resetGenerations();
  // Every test starts as a page that has not painted yet: what waits for the first paint waits in
  // each test alike, whatever ran before it in the worker.
  forgetFirstPaint();
  // Import runs likewise, and what they stored.
  forgetRuns();
  await clearStoredJobs();
  // The catalogue health check too: its state is the page's, its report the browser's.
  resetHealthCheck();
  await clearHealthReports();
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * The document as jsdom first builds it: the test files of a worker share one (vite.config.ts),
 * and what a screen or a test set on it (`<html lang>`, the title, an element appended to the
 * body) must not reach the next test.
 */
function resetDocument(): void {
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.querySelectorAll('head > title').forEach((title) => title.remove());
  document.body.replaceChildren();
}

// Node's BroadcastChannel reaches every worker thread of the run: a record open in a test of one
// file would be "open for editing in another tab" for a test of another file running beside it.
// One test file's messages stay within its own thread.
class ThreadBroadcastChannel {
  private static readonly open = new Map<string, Set<ThreadBroadcastChannel>>();
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly name: string) {
    const peers = ThreadBroadcastChannel.open.get(name) ?? new Set();
    peers.add(this);
    ThreadBroadcastChannel.open.set(name, peers);
  }

  postMessage(data: unknown): void {
    for (const peer of ThreadBroadcastChannel.open.get(this.name) ?? []) {
      if (peer !== this)
        queueMicrotask(() => peer.onmessage?.(new MessageEvent('message', { data })));
    }
  }

  close(): void {
    ThreadBroadcastChannel.open.get(this.name)?.delete(this);
  }
}
globalThis.BroadcastChannel = ThreadBroadcastChannel as unknown as typeof BroadcastChannel;
