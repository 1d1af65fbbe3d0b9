import { describe, expect, it, vi } from 'vitest';
import { createPostSelection } from './postSelection';

const ORDER = [1, 2, 3, 4, 5];

describe('the posts table selection', () => {
  it('toggles one post and tells its followers', () => {
    const selection = createPostSelection();
    const listener = vi.fn();
    selection.subscribe(listener);
    selection.toggle(2);
    expect(selection.ids()).toEqual([2]);
    selection.toggle(2);
    expect(selection.ids()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('selects, then unselects, every row between the last one clicked and a Shift+click', () => {
    const selection = createPostSelection();
    selection.toggle(2, { shift: false, order: ORDER });
    selection.toggle(4, { shift: true, order: ORDER });
    expect(selection.ids()).toEqual([2, 3, 4]);
    selection.toggle(3, { shift: true, order: ORDER });
    expect(selection.ids()).toEqual([2]);
  });

  it('keeps the same array while nothing changes, and forgets the last click once empty', () => {
    const selection = createPostSelection();
    const before = selection.ids();
    expect(selection.ids()).toBe(before);
    selection.select([1, 5]);
    selection.select([]);
    selection.toggle(4, { shift: true, order: ORDER });
    expect(selection.ids()).toEqual([4]);
  });

  it('tells of each post whether it was put in or out with others', () => {
    const selection = createPostSelection();
    selection.toggle(2, { shift: false, order: ORDER });
    expect(selection.row(2)).toEqual({ selected: true, many: false });
    const unchanged = selection.row(2);
    selection.toggle(4, { shift: true, order: ORDER });
    expect(selection.row(2)).toBe(unchanged);
    expect(selection.row(3)).toEqual({ selected: true, many: true });
    expect(selection.row(4)).toEqual({ selected: true, many: true });
    selection.toggle(3, { shift: false, order: ORDER });
    expect(selection.row(3)).toEqual({ selected: false, many: false });
    selection.select([]);
    expect(selection.row(2)).toEqual({ selected: false, many: true });
    expect(selection.row(5)).toEqual({ selected: false, many: false });
  });
});
