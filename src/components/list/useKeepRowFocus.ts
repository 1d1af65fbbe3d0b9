// A row action can take its own button away: an approved post loses its Approve button, and in
// a filtered tab the whole row goes. The focus would fall to <body> and the next Tab would start
// the page over; instead it goes back to the row (its first link or button), or to the row that
// took its place.
import { useCallback, useEffect, useRef } from 'react';
import {
  focusIsLost,
  focusNeighbour,
  isShownRow,
  rowPlaceOf,
  type RowPlace,
} from '../delete/focusAfterRemoval';

/**
 * `rowRef` (a callback ref) goes on an element inside the row; `keepRowFocus()` is called once
 * the action succeeded. `fallback` names where the focus goes when no row is left.
 */
export function useKeepRowFocus(fallback?: (control: HTMLElement) => HTMLElement | null) {
  const element = useRef<HTMLElement | null>(null);
  const pending = useRef<RowPlace | null>(null);

  const settle = () => {
    const place = pending.current;
    if (!place) return;
    if (focusIsLost(place)) focusNeighbour(place);
    // Settled once the focus is out of the action's row. While it is in the row, the row may
    // still go: a filtered tab drops it only when the post's new status comes back.
    const row = element.current?.closest('tr, li');
    const active = document.activeElement;
    if (!row?.isConnected || !isShownRow(row) || !active || !row.contains(active)) {
      pending.current = null;
    }
  };

  // After every render: the button may just have gone while the row stayed.
  useEffect(settle);
  // The row itself may go.
  useEffect(() => () => settle(), []);

  const rowRef = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);
  const keepRowFocus = useCallback(() => {
    const control = element.current;
    pending.current = rowPlaceOf(control, () => (control && fallback ? fallback(control) : null));
  }, [fallback]);
  return { rowRef, keepRowFocus };
}
