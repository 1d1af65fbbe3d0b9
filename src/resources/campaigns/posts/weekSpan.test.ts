import { describe, expect, it } from 'vitest';
import { weekSpan } from './weekSpan';

const on = (...dates: string[]) => dates.map((scheduled_date) => ({ scheduled_date }));

describe('weekSpan', () => {
  it('is 1 week when the first and last dates are the same day', () => {
    expect(weekSpan(on('2026-11-27'))).toBe(1);
    expect(weekSpan(on('2026-11-27', '2026-11-27'))).toBe(1);
  });

  it('rounds the days between the first and last dates up to whole weeks', () => {
    expect(weekSpan(on('2026-11-27', '2026-11-28'))).toBe(1);
    expect(weekSpan(on('2026-11-27', '2026-12-04'))).toBe(1);
    expect(weekSpan(on('2026-11-27', '2026-12-05'))).toBe(2);
    // 78 posts over 7 weeks: 48 days apart.
    expect(weekSpan(on('2026-12-10', '2026-11-01', '2026-12-19'))).toBe(7);
  });

  it('counts whole days across a daylight-saving change', () => {
    expect(weekSpan(on('2026-03-01', '2026-03-15'))).toBe(2);
    expect(weekSpan(on('2026-10-25', '2026-11-08'))).toBe(2);
  });

  it('is null without a dated post', () => {
    expect(weekSpan([])).toBeNull();
    expect(weekSpan(on('soon'))).toBeNull();
  });
});
