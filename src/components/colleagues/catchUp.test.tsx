import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATCH_UP_INTERVAL_MS, onCatchUpMoments } from './catchUp';

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  vi.useRealTimers();
  // The files of a worker share one document: it must not stay "hidden" for the next one.
  Reflect.deleteProperty(document, 'visibilityState');
});

const show = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('onCatchUpMoments: when an open screen looks for a colleague’s changes', () => {
  it('looks when the window regains focus and when the tab shows again', () => {
    const check = vi.fn();
    const stop = onCatchUpMoments(check);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    show('hidden');
    expect(check).toHaveBeenCalledTimes(1);
    show('visible');
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });

  it('looks once when focus and visibility arrive together', () => {
    const check = vi.fn();
    const stop = onCatchUpMoments(check);
    show('visible');
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });

  it('looks every minute while the tab shows, never while it is hidden', () => {
    const check = vi.fn();
    const stop = onCatchUpMoments(check);
    vi.advanceTimersByTime(CATCH_UP_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(1);
    visibility = 'hidden';
    vi.advanceTimersByTime(3 * CATCH_UP_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops looking once stopped', () => {
    const check = vi.fn();
    onCatchUpMoments(check)();
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(2 * CATCH_UP_INTERVAL_MS);
    expect(check).not.toHaveBeenCalled();
  });
});
