import { describe, expect, it } from 'vitest';
import { DATE_TIME_OPTIONS, formatDate, formatTimeOfDay, toDate } from './dates';

describe('toDate', () => {
  it('reads a calendar date as that day where the user is, whatever the time zone', () => {
    const date = toDate('2026-12-01');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2026, 11, 1]);
  });

  it('reads an instant as that instant', () => {
    expect(toDate('2026-11-21T10:30:00Z')?.toISOString()).toBe('2026-11-21T10:30:00.000Z');
    expect(toDate(Date.UTC(2026, 10, 21))?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });

  it.each([null, undefined, '', 'not a date', '2026-13-45T99:00'])('gives null for %s', (value) => {
    expect(toDate(value)).toBeNull();
  });
});

describe('formatDate', () => {
  it.each([
    ['en', 'Dec 1, 2026'],
    ['fr', '1 déc. 2026'],
    ['es', '1 dic 2026'],
  ])('shows a date in %s as %s', (locale, expected) => {
    expect(formatDate('2026-12-01', locale)).toBe(expected);
  });

  it('adds the time of day when asked', () => {
    // Built from local parts so that the expected text holds in any time zone.
    expect(formatDate(new Date(2026, 10, 21, 16, 5), 'fr', DATE_TIME_OPTIONS)).toBe(
      '21 nov. 2026, 16:05',
    );
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('soon', 'en')).toBe('');
  });
});

describe('formatTimeOfDay', () => {
  it.each([
    ['en', '9:00 AM'],
    ['fr', '09:00'],
    ['es', '9:00'],
  ])('shows 09:00 in %s as %s', (locale, expected) => {
    expect(formatTimeOfDay('09:00', locale)).toBe(expected);
  });

  it('reads the contract’s seconds and shows an afternoon on the language’s clock', () => {
    expect(formatTimeOfDay('18:30:00', 'en')).toBe('6:30 PM');
    expect(formatTimeOfDay('18:30:00', 'fr')).toBe('18:30');
  });

  it('shows a value that is no time as it is', () => {
    expect(formatTimeOfDay('25:00', 'en')).toBe('25:00');
  });
});
