// The one database behind the demo API: demo mode, component tests and browser tests all read
// and write it through the same handlers. In the browser it is kept in localStorage so writes
// survive a reload; in Node (component tests) it lives in memory and is reset between tests.
// Post generations in progress are kept in it too, and completed as it is read (generationJobs).
import { completeDueGenerationJobs } from './generationJobs';
import type { Database, TableName } from './schema';
import { seedDatabase } from '../seed';
import { DB_VERSION_FOR_SEED as DB_VERSION } from '../seed/version';
import * as clock from '../../lib/clock';

const STORAGE_KEY = 'label-admin:demo-db';
/**
 * The sessions also on their own, small: a tab that picks up a token pair another tab stored
 * must know it at once, and the whole database (over a megabyte) takes seconds to reach it.
 */
const SESSIONS_KEY = 'label-admin:demo-sessions';

let current: Database | null = null;
/** What `db()` starts from instead of seeding, when set (a test worker seeds only once). */
let template: Database | null = null;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

function load(): Database | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Database;
    if (parsed.version !== DB_VERSION) return null;
    parsed.sessions = storedSessions() ?? parsed.sessions;
    return parsed;
  } catch {
    return null;
  }
}

function storedSessions(): Database['sessions'] | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(SESSIONS_KEY) ?? 'null');
    return Array.isArray(value) ? (value as Database['sessions']) : null;
  } catch {
    return null;
  }
}

/**
 * A fresh seed, with the sessions stored on their own if there are any. The database itself is
 * saved once a write's answer is out (mocks/browser.ts), the sessions before it: a page reloaded
 * at once after signing in (a busy machine, an impatient user) finds the sessions and no
 * database, and must stay signed in rather than be sent back to the sign-in page.
 */
function seedKeepingSessions(now: number): Database {
  const seeded = seedDatabase(now);
  seeded.sessions = storedSessions() ?? seeded.sessions;
  return seeded;
}

/**
 * The live database; seeded on first use (or restored from the browser's storage). Generations
 * whose time has come are completed first, and saved at once: the read may be a GET, after which
 * nothing else saves.
 */
export function db(): Database {
  if (!current) {
    current = template ? structuredClone(template) : (load() ?? seedKeepingSessions(clock.now()));
  }
  if (completeDueGenerationJobs(current, clock.now())) persistNow();
  return current;
}

/**
 * Another tab of the demo wrote the database or its sessions: take them, so that every tab
 * answers like one server (a token pair issued in one tab works in the others; mocks/browser.ts).
 */
export function adoptStoredDatabase(key: string | null): void {
  if (key === STORAGE_KEY) {
    const stored = load();
    if (stored) current = stored;
  } else if (key === SESSIONS_KEY && current) {
    current.sessions = storedSessions() ?? current.sessions;
  }
}

/** Writes the database to the browser's storage; a no-op in Node. */
export function persist(): void {
  const store = storage();
  if (!store || !current) return;
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(current));
    store.setItem(SESSIONS_KEY, JSON.stringify(current.sessions));
  } catch {
    // Storage full or blocked: the demo keeps working in memory for this page's lifetime.
  }
}

/** Set in the browser only (mocks/browser.ts); component tests keep the database in memory. */
let writeThrough = false;

export function enableWriteThrough(): void {
  writeThrough = true;
}

/**
 * Writes the database at once, before any answer (in the browser only): a job just recorded must
 * survive a reload that comes before its answer.
 */
export function persistNow(): void {
  if (writeThrough) persist();
}

/**
 * Writes the sessions at once, before the answer that hands out their tokens: another tab may
 * pick the pair up from storage as soon as it is stored. (Other writes are saved after their
 * answer, see mocks/browser.ts.)
 */
export function persistSessions(): void {
  if (!writeThrough || !current) return;
  try {
    storage()?.setItem(SESSIONS_KEY, JSON.stringify(current.sessions));
  } catch {
    // As in persist(): the demo keeps working in memory.
  }
}

/** Back to the seed data (the demo's "reset" and every component test's clean slate). */
export function resetDatabase(now: number = clock.now()): Database {
  current = seedDatabase(now);
  storage()?.removeItem(STORAGE_KEY);
  return current;
}

/**
 * Starts every following `db()` from a copy of `seeded` (made on first use, so a test that never
 * calls the API copies nothing): seeding takes several times longer than copying.
 */
export function restoreDatabase(seeded: Database): void {
  template = seeded;
  current = null;
}

export function nextId(table: TableName): number {
  const rows = db()[table] as Array<{ id: number }>;
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
}
