import type { UniqueIdentifier } from '@dnd-kit/core';
import { useEffect, useRef, type RefObject } from 'react';

export type MoveDirection = 'up' | 'down';

/** The buttons of a sortable row that the focus can be given back to. */
export type SortableRowButton = MoveDirection | 'remove';

/** Hands one row's buttons to `useSortableFocus`, by which of them it is. */
export type SortableRowButtonRef = (
  button: SortableRowButton,
) => (node: HTMLButtonElement | null) => void;

/**
 * Keeps the focus in a sortable list whose Move up, Move down and Remove buttons change it.
 *
 * `items` must be the list as rendered, a new array after each change: the focus is placed once
 * it has been re-rendered. `fallback` takes the focus when the last item is removed.
 */
export function useSortableFocus<Id extends UniqueIdentifier>(
  items: readonly { id: Id }[],
  fallback: RefObject<HTMLElement | null>,
) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ id: Id; direction: MoveDirection } | null>(null);
  const focusAfterRemove = useRef<number | null>(null);

  // A moved item is re-rendered elsewhere and loses the focus: give it back to the button that
  // moved it, or to the other one once the item reaches the end that disables it.
  useEffect(() => {
    const removedAt = focusAfterRemove.current;
    if (removedAt !== null) {
      // The removed item's button is gone: the focus goes to the item that took its place.
      focusAfterRemove.current = null;
      const next = items[Math.min(removedAt, items.length - 1)];
      if (next) buttons.current.get(`${next.id}-remove`)?.focus();
      else fallback.current?.focus();
    }
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const index = items.findIndex((item) => item.id === target.id);
    const atEnd = target.direction === 'up' ? index === 0 : index === items.length - 1;
    const direction = atEnd ? (target.direction === 'up' ? 'down' : 'up') : target.direction;
    buttons.current.get(`${target.id}-${direction}`)?.focus();
  }, [items, fallback]);

  return {
    /** Call before moving the item with `id` by its Move up or Move down button. */
    keepFocusOnMove: (id: Id, direction: MoveDirection) => {
      focusAfterMove.current = { id, direction };
    },
    /** Call before removing the item at `index` by its Remove button. */
    keepFocusOnRemove: (index: number) => {
      focusAfterRemove.current = index;
    },
    buttonRef:
      (id: Id): SortableRowButtonRef =>
      (button) =>
      (node) => {
        if (node) buttons.current.set(`${id}-${button}`, node);
        else buttons.current.delete(`${id}-${button}`);
      },
  };
}
