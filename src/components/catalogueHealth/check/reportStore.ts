// The last health report, kept per user in IndexedDB so that the screen opens at once on it while
// a new check runs. It holds records' names and values (e-mails among them): it is its user's
// alone (the key is their id), and removed at their asked sign-out (layout/useSignOut.tsx).
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { HealthReport } from '../model/types';

let store: UseStore | null | undefined;

/** The reports' object store, or null where the browser has no IndexedDB (nothing is kept). */
function reportStore(): UseStore | null {
  if (store === undefined) {
    store = typeof indexedDB === 'undefined' ? null : createStore('label-admin-health', 'reports');
  }
  return store;
}

interface StoredReport {
  user: string;
  report: HealthReport;
}

const isReport = (value: unknown): value is HealthReport => {
  const report = value as Partial<HealthReport> | null;
  return (
    typeof report === 'object' &&
    report !== null &&
    typeof report.checkedAt === 'number' &&
    Array.isArray(report.groups) &&
    typeof report.checked === 'object' &&
    report.checked !== null
  );
};

/** The user's last report, or null (none, another shape, no IndexedDB, a refused read). */
export async function loadHealthReport(user: string): Promise<HealthReport | null> {
  const target = reportStore();
  if (!target) return null;
  try {
    const stored = await get<StoredReport>(user, target);
    // The key is the user's; the user inside is checked too, in case of a key written wrongly.
    return stored?.user === user && isReport(stored.report) ? stored.report : null;
  } catch {
    return null;
  }
}

/** Keeps the report for the user; false when the browser refuses (the report stays on screen). */
export async function saveHealthReport(user: string, report: HealthReport): Promise<boolean> {
  const target = reportStore();
  if (!target) return false;
  try {
    const stored: StoredReport = { user, report };
    await set(user, stored, target);
    return true;
  } catch {
    return false;
  }
}

/** At the user's asked sign-out: their report (names, e-mails) leaves with them. */
export async function removeHealthReport(user: string): Promise<void> {
  const target = reportStore();
  if (!target) return;
  try {
    await del(user, target);
  } catch {
    // Nothing to remove, or IndexedDB refused: the sign-out goes on.
  }
}

/** Every user's report (tests). */
export async function clearHealthReports(): Promise<void> {
  const target = reportStore();
  if (target) await clear(target);
}
