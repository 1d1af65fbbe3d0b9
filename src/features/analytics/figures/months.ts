// The calendar months a chart covers, on the app's clock, where the user is: "2026-11" keys,
// oldest first.
import * as clock from '@/lib/clock';

const pad = (n: number) => String(n).padStart(2, '0');

/** `before` months up to and including the current one, then `after` months ahead. */
export function monthKeys(before: number, after: number, at: number = clock.now()): string[] {
  const today = new Date(at);
  const keys: string[] = [];
  for (let offset = 1 - before; offset <= after; offset += 1) {
    const month = new Date(today.getFullYear(), today.getMonth() + offset, 1);
    keys.push(`${month.getFullYear()}-${pad(month.getMonth() + 1)}`);
  }
  return keys;
}

/** The first day of a month key, as YYYY-MM-DD. */
export const firstDayOf = (key: string): string => `${key}-01`;

/** The month of a date, in the user's calendar for a timestamp, as written for a date. */
export function monthOf(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.slice(0, 7);
  const date = new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** How many of `values` fall in each month of `keys` (the others are left out). */
export function countByMonth(values: readonly string[], keys: readonly string[]): number[] {
  const counts = new Map(keys.map((key) => [key, 0]));
  for (const value of values) {
    const key = monthOf(value);
    const count = counts.get(key);
    if (count !== undefined) counts.set(key, count + 1);
  }
  return keys.map((key) => counts.get(key) ?? 0);
}

/** "Nov 2026", "nov. 2026", "nov 2026": a month key in the interface language. */
export function monthLabel(key: string, locale: string): string {
  const [year, month] = key.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' }).format(
    new Date(year ?? 1970, (month ?? 1) - 1, 1),
  );
}
