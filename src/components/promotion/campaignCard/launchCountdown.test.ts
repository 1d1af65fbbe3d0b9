import { describe, expect, it } from 'vitest';
import { daysUntilLaunch } from './launchCountdown';

// Local times, as the user's clock reads them.
const at = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

describe('daysUntilLaunch', () => {
  it('counts calendar days, whatever the hour', () => {
    expect(daysUntilLaunch('2026-11-27', at(2026, 11, 15, 0, 5))).toBe(12);
    expect(daysUntilLaunch('2026-11-27', at(2026, 11, 15, 23, 55))).toBe(12);
  });

  it('is 0 on the launch day and negative after it', () => {
    expect(daysUntilLaunch('2026-11-15', at(2026, 11, 15, 18))).toBe(0);
    expect(daysUntilLaunch('2026-11-12', at(2026, 11, 15, 9))).toBe(-3);
  });

  it('counts across a month and a year end', () => {
    expect(daysUntilLaunch('2027-01-02', at(2026, 12, 30, 12))).toBe(3);
  });

  it('gives null for a date it cannot read', () => {
    expect(daysUntilLaunch('', at(2026, 11, 15))).toBeNull();
    expect(daysUntilLaunch('not a date', at(2026, 11, 15))).toBeNull();
  });
});
