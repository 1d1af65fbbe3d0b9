import { useEffect, useState, type ReactNode } from 'react';

/** Once a screen has been painted, parts that waited for it need not wait again. */
let painted = false;

/** As before the first paint (tests: each starts as a fresh page). */
export function forgetFirstPaint(): void {
  painted = false;
}

/**
 * False until the browser has painted the screen this part belongs to, then true: on a cold
 * start the sidebar's entries, the header's buttons, a list's row buttons and checkboxes, its
 * filter inputs and its pagination come just after the first rows are on screen instead of
 * holding them back (the first render of a list is the one the user waits for). React's
 * useDeferredValue would render them right after the first commit, before the browser gets to
 * paint. Only for parts whose place is kept while they are missing (a sidebar, buttons at the
 * end of a header or of a row, what lies below a table, a filter's slot of its size): nothing
 * moves when they arrive. Once the app has painted, it is true at once.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before it is painted; a task queued from there runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        setReady(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}

/** Renders its children once the browser has painted the screen around them (see above). */
export const AfterFirstPaint = ({ children }: { children: ReactNode }) =>
  useAfterFirstPaint() ? children : null;
