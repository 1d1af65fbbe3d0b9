// Every unit test, in Node or in jsdom: the app's clock at TEST_NOW, its own copy of the seeded
// demo database, the demo API on msw/node, and no unexpected console output.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setClock } from '../src/lib/clock';
import { restoreDatabase } from '../src/mocks/db/database';
import { server } from '../src/mocks/node';
import { failOnConsoleOutput } from './helpers/consoleGuard';
import { requestsSettled } from './helpers/requestsSettled';
import { seededDatabase } from './helpers/seededDatabase';
import { TEST_NOW } from './helpers/testNow';

failOnConsoleOutput();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setClock(TEST_NOW);
  restoreDatabase(seededDatabase);
});
afterEach(async () => {
  // A request a test left in flight (a screen unmounted mid-load) must not reach the next
  // test's database, where its token is unknown and its 401 would set off a token refresh.
  await requestsSettled();
  server.resetHandlers();
});
afterAll(() => server.close());
