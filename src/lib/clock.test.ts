import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_NOW } from '../../tests/helpers/testNow';
import { now, resetClock, setClock } from './clock';

afterEach(() => {
  vi.useRealTimers();
  setClock(TEST_NOW);
});

describe('the app clock', () => {
  it('reads the time it was set to, whatever the system date, and runs on from there', () => {
    vi.useFakeTimers({ now: Date.UTC(2031, 5, 1, 8, 0, 0) });
    setClock(Date.UTC(2026, 10, 15, 12, 0, 0));
    expect(new Date(now()).toISOString()).toBe('2026-11-15T12:00:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(new Date(now()).toISOString()).toBe('2026-11-15T12:01:30.000Z');
  });

  it('follows the system clock again once reset', () => {
    vi.useFakeTimers({ now: Date.UTC(2031, 5, 1, 8, 0, 0) });
    setClock(Date.UTC(2026, 10, 15, 12, 0, 0));
    resetClock();
    expect(new Date(now()).toISOString()).toBe('2031-06-01T08:00:00.000Z');
  });
});
