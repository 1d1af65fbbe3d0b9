// Which releases the Pre-Save Releases card offers (spec 02 §9): those dated from 30 days
// before to 90 days after now, both ends included. A release date is a calendar day, so "now"
// is taken as the user's calendar day too: a release dated 30 days ago stays in all that day,
// whatever the hour.
import type { Release } from '@/api/types';
import { toDate } from '@/lib/dates';

export const DAYS_BEFORE = 30;
export const DAYS_AFTER = 90;

const MS_PER_DAY = 86_400_000;

/** The local calendar day of `date` as a day count, free of daylight-saving shifts. */
const dayNumber = (date: Date): number =>
  Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY;

/** Whole calendar days from `nowMs` to `releaseDate` (negative: in the past); null without a date. */
export function daysFromNow(releaseDate: string | null | undefined, nowMs: number): number | null {
  const date = toDate(releaseDate);
  if (!date) return null;
  return dayNumber(date) - dayNumber(new Date(nowMs));
}

export function isInReleaseWindow(releaseDate: string | null | undefined, nowMs: number): boolean {
  const days = daysFromNow(releaseDate, nowMs);
  return days !== null && days >= -DAYS_BEFORE && days <= DAYS_AFTER;
}

/** The releases the card lists, in date order; those without a date are left out. */
export function releasesInWindow(releases: readonly Release[], nowMs: number): Release[] {
  return releases
    .filter((release) => isInReleaseWindow(release.release_date, nowMs))
    .sort((a, b) => (a.release_date ?? '').localeCompare(b.release_date ?? '') || a.id - b.id);
}
