import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLateFlag } from './useLateFlag';

describe('useLateFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = (flag: boolean) =>
    renderHook(({ on }) => useLateFlag(on, 200), { initialProps: { on: flag } });

  it('stays false while the flag has been true for less than the delay', () => {
    const { result } = render(true);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
  });

  it('turns true once the flag has stayed true for the delay', () => {
    const { result } = render(true);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });

  it('turns false as soon as the flag does, and waits the whole delay again', () => {
    const { result, rerender } = render(true);
    act(() => vi.advanceTimersByTime(250));
    rerender({ on: false });
    expect(result.current).toBe(false);
    rerender({ on: true });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe(true);
  });

  it('never turns true when the flag drops before the delay', () => {
    const { result, rerender } = render(true);
    act(() => vi.advanceTimersByTime(100));
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});
