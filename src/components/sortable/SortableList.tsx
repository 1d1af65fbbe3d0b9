import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useDragAnnouncements, type SortableItemLabel } from './useDragAnnouncements';
import { useSortableSensors } from './useSortableSensors';

export interface SortableListProps {
  /** The items in their order, each with the name the drag announcements give it. */
  items: readonly SortableItemLabel[];
  /** Where the announcements' texts are (see useDragAnnouncements). */
  announcementsKey: string;
  onMove: (from: number, to: number) => void;
  /** The list's name: a text, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  sx?: SxProps<Theme>;
  /** The rows: each one `useSortable` with its item's id. */
  children: ReactNode;
}

/**
 * An ordered list whose rows move by drag (pointer, touch, or the keyboard, with translated
 * announcements); a drop reports the move as indexes.
 */
export const SortableList = ({
  items,
  announcementsKey,
  onMove,
  label,
  labelledBy,
  sx,
  children,
}: SortableListProps) => {
  const sensors = useSortableSensors();
  const accessibility = useDragAnnouncements(items, announcementsKey);

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={accessibility}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          aria-label={label}
          aria-labelledby={labelledBy}
          sx={[
            {
              listStyle: 'none',
              m: 0,
              p: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            },
            ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
          ]}
        >
          {children}
        </Box>
      </SortableContext>
    </DndContext>
  );
};
