import { describe, expect, it } from 'vitest';
import { isOngoing, phaseSplit, todayIso } from './phaseSplit';

describe('phase split', () => {
  it('treats only a launch before today as past', () => {
    expect(isOngoing('2026-11-14', '2026-11-15')).toBe(true);
    expect(isOngoing('2026-11-15', '2026-11-15')).toBe(false);
    expect(isOngoing('', '2026-11-15')).toBe(false);
  });

  it("reads today on the user's calendar", () => {
    expect(todayIso(new Date(2026, 0, 9, 23, 59).getTime())).toBe('2026-01-09');
  });

  it('splits an upcoming launch by the distribution, to the cent', () => {
    expect(phaseSplit(155, false, { pre_launch: 50, launch: 25, post_launch: 25 })).toEqual([
      { phase: 'pre_launch', percent: 50, amount: 77.5, weeks: [-3, -1] },
      { phase: 'launch', percent: 25, amount: 38.75, weeks: [0, 0] },
      { phase: 'post_launch', percent: 25, amount: 38.75, weeks: [1, 4] },
    ]);
  });

  it('splits an ongoing campaign 0 / 30 / 70 whatever the distribution', () => {
    expect(phaseSplit(1000, true, { pre_launch: 50, launch: 25, post_launch: 25 })).toEqual([
      { phase: 'pre_launch', percent: 0, amount: 0, weeks: null },
      { phase: 'launch', percent: 30, amount: 300, weeks: [0, 0] },
      { phase: 'post_launch', percent: 70, amount: 700, weeks: [1, 4] },
    ]);
  });
});
