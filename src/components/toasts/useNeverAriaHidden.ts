import { useEffect } from 'react';

/**
 * An open MUI dialog hides every other child of <body> from assistive technologies
 * (aria-hidden), the toast region included, so a toast raised from a dialog ("Post updated
 * successfully") would never be announced. The region stays exposed: it only speaks, and the
 * dialog still holds the keyboard focus.
 */
export function useNeverAriaHidden(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const expose = () => {
      if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden');
    };
    const observer = new MutationObserver(expose);
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    expose();
    return () => observer.disconnect();
  }, [element]);
}
