import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';

/** One entry of a sortable list, as the announcements name it. */
export interface SortableItemLabel {
  id: UniqueIdentifier;
  label: string;
}

/**
 * What dnd-kit says in its live region while an item is dragged with the keyboard (or a
 * pointer), in the interface language: its own texts are English.
 *
 * `keyPrefix` holds the texts `instructions`, `picked_up`, `over`, `outside`, `dropped` and
 * `cancelled`; each gets the item's label as `%{title}`, and `%{position}` and `%{total}`.
 * A drop that moves the item is not said here: the list says it in its own live region
 * ("… moved to position 2 of 5"), the same words as its Move up and Move down buttons.
 */
export function useDragAnnouncements(
  items: readonly SortableItemLabel[],
  keyPrefix: string,
): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const translate = useTranslate();
  // dnd-kit reports the picked-up item as over its own place straight after picking it up;
  // saying so would cut off "Picked up …", so that first report is kept quiet.
  const justPickedUp = useRef(false);
  return useMemo(() => {
    const t = (key: string, options?: Record<string, unknown>) =>
      translate(`${keyPrefix}.${key}`, options);
    const total = items.length;
    const titleOf = (id: UniqueIdentifier) =>
      items.find((item) => item.id === id)?.label ?? String(id);
    const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
    return {
      screenReaderInstructions: { draggable: t('instructions') },
      announcements: {
        onDragStart: ({ active }) => {
          justPickedUp.current = true;
          return t('picked_up', {
            title: titleOf(active.id),
            position: positionOf(active.id),
            total,
          });
        },
        onDragOver: ({ active, over }) => {
          const first = justPickedUp.current;
          justPickedUp.current = false;
          if (first && over?.id === active.id) return undefined;
          return over
            ? t('over', { title: titleOf(active.id), position: positionOf(over.id), total })
            : t('outside', { title: titleOf(active.id) });
        },
        onDragEnd: ({ active, over }) =>
          over && over.id !== active.id
            ? undefined
            : t('dropped', { title: titleOf(active.id), position: positionOf(active.id), total }),
        onDragCancel: ({ active }) =>
          t('cancelled', { title: titleOf(active.id), position: positionOf(active.id), total }),
      },
    };
  }, [translate, items, keyPrefix]);
}
