// How far a campaign's launch is from today, in calendar days where the user is: a launch date
// is a day ("2026-11-27"), not an instant, so it counts from today's date, not from this hour.
import { toDate } from '@/lib/dates';

const DAY_MS = 86_400_000;

/** Whole days from today (at `nowMs`) to `launchDate`: negative once launched; null if invalid. */
export function daysUntilLaunch(launchDate: string, nowMs: number): number | null {
  const launch = toDate(launchDate);
  if (!launch) return null;
  const now = new Date(nowMs);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // Rounded: a day across a daylight-saving change lasts 23 or 25 hours.
  return Math.round((launch.getTime() - today.getTime()) / DAY_MS);
}
