// One thing at a time in a bulk edit: a second click on Apply (or Undo, from the dialog, the bar
// or the toast) while a run goes on is refused here, not only by a disabled button that may not
// have re-rendered yet. A reading (Review) may be cancelled: it is aborted, and its answer, should
// it come anyway, is no longer wanted.
import { useCallback, useMemo, useRef, useState } from 'react';

export function useOneAtATime() {
  const busy = useRef(false);
  const reading = useRef<AbortController | null>(null);
  // Bumped by each reading and each cancel: a reading whose number is no longer current is stale.
  const attempt = useRef(0);
  const [working, setWorking] = useState(false);

  const hold = useCallback(() => {
    busy.current = true;
    setWorking(true);
  }, []);
  const release = useCallback(() => {
    busy.current = false;
    setWorking(false);
  }, []);

  /** A reading the user may cancel; `current()` says whether its answer is still wanted. */
  const read = useCallback(
    async (job: (signal: AbortSignal, current: () => boolean) => Promise<void>) => {
      if (busy.current) return;
      hold();
      const controller = new AbortController();
      reading.current = controller;
      const mine = ++attempt.current;
      const current = () => attempt.current === mine;
      try {
        await job(controller.signal, current);
      } finally {
        if (current()) {
          reading.current = null;
          release();
        }
      }
    },
    [hold, release],
  );

  /** Writes, which nobody cancels: refused (undefined) while anything else runs. */
  const write = useCallback(
    async <T>(job: () => Promise<T>): Promise<T | undefined> => {
      if (busy.current) return undefined;
      hold();
      try {
        return await job();
      } finally {
        release();
      }
    },
    [hold, release],
  );

  /** Cancels the reading under way, if any; false while writes are under way (they go on). */
  const cancelReading = useCallback(() => {
    const controller = reading.current;
    if (!controller) return !busy.current;
    reading.current = null;
    attempt.current += 1;
    controller.abort();
    release();
    return true;
  }, [release]);

  return useMemo(
    () => ({ read, write, cancelReading, working }),
    [read, write, cancelReading, working],
  );
}
