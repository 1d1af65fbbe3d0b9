// Calendar helpers for the promotion side. Dates are plain YYYY-MM-DD strings read in UTC, so
// a launch date means the same day on every machine and in every test.
import * as clock from '../../lib/clock';

export const DAY_MS = 86_400_000;

export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const isoDateTime = (ms: number): string => new Date(ms).toISOString();

export const today = (): string => isoDate(clock.now());

/** Epoch ms of a YYYY-MM-DD date, or null when it is not a real calendar date. */
export function parseIsoDate(text: unknown): number | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || isoDate(ms) !== text ? null : ms;
}

/** Epoch ms of an ISO 8601 date-time with a time zone (as JSON and forms send it), or null. */
export function parseDateTime(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text.trim())) {
    return null;
  }
  const ms = Date.parse(text.trim());
  return Number.isNaN(ms) ? null : ms;
}

export const addDays = (date: string, days: number): string =>
  isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** HH:MM or HH:MM:SS as minutes since midnight, so '9:00'-style and seconds sort correctly. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (Number.isFinite(h) ? h : 0) * 60 + (Number.isFinite(m) ? m : 0);
}
