import { describe, expect, it } from 'vitest';
import { addDays, blank, sharingKey, shown } from './helpers';

describe('blank', () => {
  it('counts null, undefined, non-text, empty and white space as blank', () => {
    for (const value of [null, undefined, 0, '', ' ', '\t\n ']) expect(blank(value)).toBe(true);
    expect(blank('a')).toBe(false);
    expect(blank(' a ')).toBe(false);
  });

  it('shows a blank value as none, and any other as stored', () => {
    expect(shown('  ')).toBeNull();
    expect(shown(null)).toBeNull();
    expect(shown(' a ')).toBe(' a ');
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days in UTC', () => {
    expect(addDays('2026-11-15', 14)).toBe('2026-11-29');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('sharingKey', () => {
  it('keeps records whose key another record has, sets together, keyless ones out', () => {
    const records = ['a1', 'b1', 'c1', 'a2', '-', '-', 'b2'];
    const key = (r: string) => (r === '-' ? null : r[0]);
    expect(sharingKey(records, key)).toEqual(['a1', 'a2', 'b1', 'b2']);
  });
});
