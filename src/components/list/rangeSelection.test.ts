import { describe, expect, it } from 'vitest';
import { selectOnClick } from './rangeSelection';

const ORDER = [1, 2, 3, 4, 5, 6];

describe('selectOnClick', () => {
  it('toggles the clicked row alone without Shift', () => {
    const once = selectOnClick(new Set<number>(), 2, { shift: false, last: null, order: ORDER });
    expect([...once]).toEqual([2]);
    expect([...selectOnClick(once, 2, { shift: false, last: 2, order: ORDER })]).toEqual([]);
  });

  it('selects, then unselects, the range since the last clicked row with Shift', () => {
    const range = selectOnClick(new Set([2]), 5, { shift: true, last: 2, order: ORDER });
    expect([...range].sort()).toEqual([2, 3, 4, 5]);
    const back = selectOnClick(range, 3, { shift: true, last: 5, order: ORDER });
    expect([...back]).toEqual([2]);
  });

  it('leaves out the rows that cannot be selected', () => {
    const range = selectOnClick(new Set([1]), 4, {
      shift: true,
      last: 1,
      order: ORDER,
      selectable: (id) => id !== 3,
    });
    expect([...range].sort()).toEqual([1, 2, 4]);
  });
});
