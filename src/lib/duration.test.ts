import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [61, '1:01'],
    [215, '3:35'],
    [599, '9:59'],
    [600, '10:00'],
    [3600, '60:00'],
  ])('%s seconds → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('rounds to the nearest second, carrying into the minutes', () => {
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(61.4)).toBe('1:01');
  });

  it.each([null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'gives an empty text for %s',
    (seconds) => {
      expect(formatDuration(seconds)).toBe('');
    },
  );
});
