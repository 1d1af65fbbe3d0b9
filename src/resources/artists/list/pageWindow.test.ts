import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('offers every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps at most five pages, centred on the current one, full at either end', () => {
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 7)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(7, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(50, 100)).toEqual([48, 49, 50, 51, 52]);
  });

  it('clamps a page out of range and offers nothing without pages', () => {
    expect(pageWindow(9, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('pageCount', () => {
  it('rounds up and never says zero pages', () => {
    expect(pageCount(66, 10)).toBe(7);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
  });
});
