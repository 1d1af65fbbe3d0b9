/** The moment the test database is seeded at: seed dates are relative to it. */
export const TEST_NOW = Date.UTC(2026, 10, 15, 12, 0, 0);
