// What toasts must never cover: the app bar and each screen's header with its actions (Save
// Changes, Preview, Save Settings...). A failed save's toast stays a while; the Save it reports
// on must stay clickable meanwhile. The toast column starts below the lowest of these on screen.
import { useCallback, useEffect, useState, type RefCallback } from 'react';

const elements = new Set<Element>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Toasts keep clear of this element while it is in the page. */
export function keepToastsClearOf(element: Element): () => void {
  elements.add(element);
  changed();
  return () => {
    elements.delete(element);
    changed();
  };
}

/** A ref for an element toasts must not cover (React 19 runs the returned cleanup). */
export function useKeepToastsClear<T extends Element>(): RefCallback<T> {
  return useCallback((element: T | null) => (element ? keepToastsClearOf(element) : undefined), []);
}

/** How far down the viewport the lowest visible element to keep clear of ends, in pixels. */
export function clearanceBottom(): number {
  let bottom = 0;
  elements.forEach((element) => {
    const box = element.getBoundingClientRect();
    const shown = box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    if (shown) bottom = Math.max(bottom, box.bottom);
  });
  return bottom;
}

/** Space between the toasts and what they keep clear of. */
export const TOAST_GAP = 8;

/**
 * The toast column's top while toasts are shown, following scrolling, resizing and the screen
 * header's own changes (its actions wrap, a banner pushes it down); null before measuring.
 */
export function useToastTop(active: boolean): number | null {
  const [top, setTop] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const measure = () => setTop(Math.round(clearanceBottom()) + TOAST_GAP);
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    const observe = () => {
      resizes?.disconnect();
      elements.forEach((element) => resizes?.observe(element));
      measure();
    };
    observe();
    listeners.add(observe);
    // Capture: a scrolling container inside the page moves the header too.
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      listeners.delete(observe);
      resizes?.disconnect();
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [active]);
  return top;
}
