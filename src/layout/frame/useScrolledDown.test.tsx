import { act, renderHook } from '@testing-library/react';
import { useScrolledDown } from './useScrolledDown';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useScrolledDown (the header slides away, the sidebar follows)', () => {
  it('is false at the top, true once scrolled down past the header, false again on the way up', () => {
    const { result } = renderHook(() => useScrolledDown());
    expect(result.current).toBe(false);
    scrollTo(60);
    expect(result.current).toBe(false);
    scrollTo(300);
    expect(result.current).toBe(true);
    scrollTo(250);
    expect(result.current).toBe(false);
    scrollTo(400);
    expect(result.current).toBe(true);
  });

  it('stops listening once the frame is gone', () => {
    const { result, unmount } = renderHook(() => useScrolledDown());
    unmount();
    scrollTo(500);
    expect(result.current).toBe(false);
  });
});
