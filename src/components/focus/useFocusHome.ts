import { useEffect, useRef, useState, type FocusEvent } from 'react';

/** Marks the element focus goes back to (a heading with tabIndex -1) inside a `useFocusHome` part. */
export const FOCUS_HOME = { 'data-focus-home': '' } as const;

const HOME = '[data-focus-home]';

/**
 * Keeps the keyboard's focus in a part of the screen whose content replaces itself (a wizard's
 * steps, a run's buttons that come and go). When the element focus was on goes away, focus would
 * fall to <body>, where a screen reader starts again from the top of the page: it goes to the
 * part's home (its `FOCUS_HOME` element) instead. Only while the focus is the part's: a user who
 * moved on elsewhere is left there. `initially`: the part takes over focus from what it replaced.
 *
 * Spread the returned props on the part's container. React's focus events travel through portals,
 * so a dialog opened from the part (a confirmation) keeps the focus the part's.
 */
export function useFocusHome({ initially = false }: { initially?: boolean } = {}) {
  const owned = useRef(initially);
  const [container, setContainer] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!container) return;
    const rescue = () => {
      const active = document.activeElement;
      if (!owned.current || (active && active !== document.body)) return;
      container.querySelector<HTMLElement>(HOME)?.focus();
    };
    rescue();
    // A removed element takes the focus with it without any event: the DOM's change is the cue.
    const observer = new MutationObserver(rescue);
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    // A dialog of the part lives in a portal, a child of <body>, and leaves with the focus it had.
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [container]);

  return {
    ref: setContainer,
    onFocus: () => {
      owned.current = true;
    },
    onBlur: (event: FocusEvent) => {
      // Focus gone to another element outside (the window losing focus has none) is the user's
      // choice; a dialog of the part gives it back through onFocus at once.
      const next = event.relatedTarget;
      if (next instanceof Node && !event.currentTarget.contains(next)) owned.current = false;
    },
  };
}
