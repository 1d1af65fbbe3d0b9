// The demo database as seeded at TEST_NOW: built once per module instance (once per worker
// where test files share modules), copied for each test by tests/setup.ts.
import { seedDatabase } from '../../src/mocks/seed';
import { TEST_NOW } from './testNow';

export const seededDatabase = seedDatabase(TEST_NOW);
