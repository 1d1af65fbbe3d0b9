import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDatabase } from '../src/mocks/db/database';
import { server } from '../src/mocks/node';
import { i18nProvider } from '../src/providers/i18n';
import { TEST_NOW } from './helpers/testNow';

// jsdom has no object URLs; screens that show fetched files need them (tests may spy on these).
if (!URL.createObjectURL) {
  let next = 0;
  URL.createObjectURL = () => `blob:test/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDatabase(TEST_NOW);
});
afterEach(async () => {
  cleanup();
  // The i18nProvider is one shared instance: a test that switched language must not leak it.
  await i18nProvider.changeLocale('en');
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
