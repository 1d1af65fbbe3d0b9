import { describe, expect, it } from 'vitest';
import type { Release } from '@/api/types';
import { daysFromNow, isInReleaseWindow, releasesInWindow } from './releaseWindow';

/** A local calendar day as the API writes a release date, `offset` days from `base`. */
function dayOf(base: Date, offset: number): string {
  const d = new Date(base.getFullYear(), base.getMonth(), base.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const noon = new Date(2026, 10, 15, 12, 0, 0);
const release = (id: number, release_date: string | null): Release => ({
  id,
  title: `Release ${id}`,
  type: 'single',
  release_date,
  cover_image_id: null,
  isrc: null,
});

describe('isInReleaseWindow', () => {
  it.each([
    [-30, true],
    [-31, false],
    [90, true],
    [91, false],
    [0, true],
  ])('a release %i days from now is in: %s', (offset, expected) => {
    expect(isInReleaseWindow(dayOf(noon, offset), noon.getTime())).toBe(expected);
  });

  it('compares calendar days, whatever the hour of now', () => {
    const firstMinute = new Date(2026, 10, 15, 0, 0, 0);
    const lastMinute = new Date(2026, 10, 15, 23, 59, 59);
    for (const at of [firstMinute, lastMinute]) {
      expect(isInReleaseWindow(dayOf(at, -30), at.getTime())).toBe(true);
      expect(isInReleaseWindow(dayOf(at, 90), at.getTime())).toBe(true);
      expect(isInReleaseWindow(dayOf(at, -31), at.getTime())).toBe(false);
      expect(isInReleaseWindow(dayOf(at, 91), at.getTime())).toBe(false);
    }
  });

  it('counts calendar days across months and a year end', () => {
    const newYearsEve = new Date(2026, 11, 31, 12);
    expect(daysFromNow('2027-03-31', newYearsEve.getTime())).toBe(90);
    expect(daysFromNow('2026-12-01', newYearsEve.getTime())).toBe(-30);
  });

  it('leaves out a release without a date or with an unreadable one', () => {
    expect(isInReleaseWindow(null, noon.getTime())).toBe(false);
    expect(isInReleaseWindow('', noon.getTime())).toBe(false);
    expect(isInReleaseWindow('soon', noon.getTime())).toBe(false);
  });
});

describe('releasesInWindow', () => {
  it('keeps the releases of the window in date order', () => {
    const releases = [
      release(1, dayOf(noon, 91)),
      release(2, dayOf(noon, 90)),
      release(3, null),
      release(4, dayOf(noon, -30)),
      release(5, dayOf(noon, -31)),
      release(6, dayOf(noon, 10)),
    ];
    expect(releasesInWindow(releases, noon.getTime()).map((r) => r.id)).toEqual([4, 6, 2]);
  });
});
