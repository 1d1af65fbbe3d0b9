import { describe, expect, it } from 'vitest';
import { pageCount } from './pageCount';

describe('pageCount', () => {
  it('rounds up and never says zero pages', () => {
    expect(pageCount(66, 10)).toBe(7);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
  });
});
