// One pending call at a time, cancelled on unmount (a tab closed before the delay ends must
// not touch a cache nobody watches). The timer is injectable so tests need no fake clock.
import { useCallback, useEffect, useRef } from 'react';

export type Schedule = (callback: () => void, delayMs: number) => () => void;

export const browserSchedule: Schedule = (callback, delayMs) => {
  const id = window.setTimeout(callback, delayMs);
  return () => window.clearTimeout(id);
};

export function useDelayedCall(delayMs: number, schedule: Schedule = browserSchedule) {
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  return useCallback(
    (callback: () => void) => {
      cancel.current?.();
      cancel.current = schedule(() => {
        cancel.current = null;
        callback();
      }, delayMs);
    },
    [delayMs, schedule],
  );
}
