import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** react-admin's content region, beside the sidebar (also the skip link's target). */
const CONTENT_ID = 'main-content';
/** How long a new page may take to show its heading (a lazy screen, a record loading). */
const HEADING_WAIT_MS = 5000;

/** Focuses an element that may not be focusable, and leaves no tabindex behind. */
function focusElement(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus();
}

/**
 * Whether `element` shows within `content`. While a lazy screen loads, React keeps the previous
 * page in the DOM, hidden with an inline display: none, under the loading indicator: neither
 * its h1 nor the link that still holds the focus there counts.
 */
function isShown(element: Element, content: HTMLElement): boolean {
  for (let node: Element | null = element; node && node !== content; node = node.parentElement) {
    if (node instanceof HTMLElement && (node.hidden || node.style.display === 'none')) {
      return false;
    }
  }
  return true;
}

/** The new page's h1. */
const pageHeading = (content: HTMLElement): HTMLElement | null =>
  Array.from(content.querySelectorAll('h1')).find((heading) => isShown(heading, content)) ?? null;

/**
 * Puts the focus at the start of the new page: its h1, or the content region until the h1
 * shows (then the h1, unless the focus has moved on meanwhile; it stops waiting after a while).
 */
function focusPageStart(content: HTMLElement): void {
  const heading = pageHeading(content);
  if (heading) {
    focusElement(heading);
    return;
  }
  focusElement(content);
  const observer = new MutationObserver(() => {
    const late = pageHeading(content);
    if (!late) return;
    observer.disconnect();
    if (document.activeElement === content) focusElement(late);
  });
  observer.observe(content, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'hidden'],
  });
  window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
}

/**
 * Focus management for route changes, as routers with focus management do: the link or button
 * that led away is gone, and the focus would fall to <body>. Also when the shell itself has just
 * appeared after a navigation (signing in). Not on a page load (nor a reload), not when only the
 * query string changes (tabs, filters, pages), not for redirects (replace), and not when the
 * new page has already placed the focus itself (an autofocus field).
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const previous = shownPath.current;
    if (previous === pathname) return;
    shownPath.current = pathname;
    // The shell's first path is a page load (POP) unless the app navigated to it (PUSH).
    const moved = previous === null ? navigationType === 'PUSH' : navigationType !== 'REPLACE';
    if (!moved) return;
    const content = document.getElementById(CONTENT_ID);
    if (!content) return;
    const active = document.activeElement;
    const placed =
      active && active !== content && content.contains(active) && isShown(active, content);
    if (placed) return;
    focusPageStart(content);
  }, [pathname, navigationType]);
}
