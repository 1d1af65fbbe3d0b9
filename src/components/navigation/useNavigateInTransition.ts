import { startTransition, useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Navigation to a screen that renders a whole list (a drill-down): in a transition, the click is
 * answered at once and the screen left stays on show until the next one is ready. The app's
 * router commits navigations at once (startApp.tsx), which a click into a list paid for with
 * a 300–600 ms frame on a slow CPU.
 */
export function useNavigateInTransition(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      startTransition(() => {
        void navigate(to);
      });
    },
    [navigate],
  );
}

/** A click the link should handle itself: not one that opens a new tab or window. */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
