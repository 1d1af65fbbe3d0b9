import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { Song } from '../../../../api/types';

/**
 * What dnd-kit says in its live region while a track is dragged with the keyboard (or a
 * pointer), in the interface language: its own texts are English.
 */
export function useDragAnnouncements(tracks: readonly Song[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const translate = useTranslate();
  // dnd-kit reports the picked-up track as over its own place straight after picking it up;
  // saying so would cut off "Picked up …", so that first report is kept quiet.
  const justPickedUp = useRef(false);
  return useMemo(() => {
    const t = (key: string, options?: Record<string, unknown>) =>
      translate(`app.albums.create.tracks.drag.${key}`, options);
    const total = tracks.length;
    const titleOf = (id: UniqueIdentifier) =>
      tracks.find((track) => track.id === id)?.title ?? String(id);
    const positionOf = (id: UniqueIdentifier) => tracks.findIndex((track) => track.id === id) + 1;
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
        // A drop that moves the track is said once, by the track picker's own live region
        // ("… moved to position 2 of 5"); only a drop where it started is said here.
        onDragEnd: ({ active, over }) =>
          over && over.id !== active.id
            ? undefined
            : t('dropped', { title: titleOf(active.id), position: positionOf(active.id), total }),
        onDragCancel: ({ active }) =>
          t('cancelled', { title: titleOf(active.id), position: positionOf(active.id), total }),
      },
    };
  }, [translate, tracks]);
}
