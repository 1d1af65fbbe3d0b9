import { useEffect, useRef, useState, type FocusEvent } from 'react';

/** Marks the element focus goes back to (a heading with tabIndex -1) inside a `useFocusHome` part. */
export const FOCUS_HOME = { 'data-focus-home': '' } as const;

const HOME = '[data-focus-home]';

/** Focus handed over by what the part replaced (no element of the part had it yet). */
const TAKEN = 'taken';

/**
 * Keeps the keyboard's focus in a part of the screen whose content replaces itself (a wizard's
 * steps, a run's buttons that come and go). When the element focus was on goes away or is
 * disabled, focus would fall to <body>, where a screen reader starts again from the top of the
 * page: it goes to the part's home (its `FOCUS_HOME` element) instead. A user who moved on
 * elsewhere, or clicked outside any control, is left where they are. `initially`: the part takes
 * the focus over from what it replaced.
 *
 * Spread the returned props on the part's container. React's focus events travel through portals,
 * so a dialog opened from the part (a confirmation) counts as the part.
 */
export function useFocusHome({ initially = false }: { initially?: boolean } = {}) {
  const lastFocused = useRef<Element | typeof TAKEN | null>(initially ? TAKEN : null);
  const [container, setContainer] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!container) return;
    const rescue = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const last = lastFocused.current;
      const lost =
        last === TAKEN || (last !== null && (!last.isConnected || last.matches(':disabled')));
      if (lost) container.querySelector<HTMLElement>(HOME)?.focus();
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
    onFocus: (event: FocusEvent) => {
      lastFocused.current = event.target;
    },
    onBlur: (event: FocusEvent) => {
      // Focus gone to an element outside the part is the user's choice.
      const next = event.relatedTarget;
      if (next instanceof Node && !event.currentTarget.contains(next)) lastFocused.current = null;
    },
  };
}
