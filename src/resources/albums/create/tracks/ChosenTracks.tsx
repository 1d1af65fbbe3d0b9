import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Box, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { Song } from '../../../../api/types';
import { SortableTrack, type TrackButton } from './SortableTrack';
import { useDragAnnouncements } from './useDragAnnouncements';

type Direction = 'up' | 'down';

export interface ChosenTracksProps {
  /** The tracks in album order. */
  tracks: readonly Song[];
  onMove: (from: number, to: number) => void;
  onRemove: (song: Song) => void;
}

/**
 * The album's tracks in order. A track moves by dragging its handle (dnd-kit: a mouse or pen,
 * a finger, or the keyboard, announced as it goes) or with its Move up / Move down buttons; the
 * parent announces each change.
 */
export const ChosenTracks = ({ tracks, onMove, onRemove }: ChosenTracksProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const t = (key: string) => translate(`app.albums.create.tracks.${key}`);
  const accessibility = useDragAnnouncements(tracks);
  const sensors = useSensors(
    // A few pixels of travel first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // Where touches come without pointer events; a short hold, so a swipe still scrolls.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterMove = useRef<{ id: number; direction: Direction } | null>(null);
  const focusAfterRemove = useRef<number | null>(null);

  // A moved track is re-rendered elsewhere and loses the focus: give it back to the button that
  // moved it, or to the other one once the track reaches the end that disables it.
  useEffect(() => {
    const removedAt = focusAfterRemove.current;
    if (removedAt !== null) {
      // The removed track's button is gone: the focus goes to the track that took its place.
      focusAfterRemove.current = null;
      const next = tracks[Math.min(removedAt, tracks.length - 1)];
      if (next) buttons.current.get(`${next.id}-remove`)?.focus();
      else heading.current?.focus();
    }
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const index = tracks.findIndex((track) => track.id === target.id);
    const atEnd = target.direction === 'up' ? index === 0 : index === tracks.length - 1;
    const direction = atEnd ? (target.direction === 'up' ? 'down' : 'up') : target.direction;
    buttons.current.get(`${target.id}-${direction}`)?.focus();
  }, [tracks]);

  const moveBy = (index: number, direction: Direction) => {
    const track = tracks[index];
    if (!track) return;
    focusAfterMove.current = { id: track.id, direction };
    onMove(index, direction === 'up' ? index - 1 : index + 1);
  };

  const remove = (index: number, track: Song) => {
    focusAfterRemove.current = index;
    onRemove(track);
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const from = tracks.findIndex((track) => track.id === active.id);
    const to = tracks.findIndex((track) => track.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  const buttonRef = (id: number) => (button: TrackButton) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(`${id}-${button}`, node);
    else buttons.current.delete(`${id}-${button}`);
  };

  return (
    <Box>
      <Typography
        id={headingId}
        ref={heading}
        tabIndex={-1}
        component="h3"
        variant="subtitle2"
        sx={{ outline: 'none' }}
      >
        {t('order')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('order_hint')}
      </Typography>
      {tracks.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('none_chosen')}</Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={drop}
          accessibility={accessibility}
        >
          <SortableContext
            items={tracks.map((track) => track.id)}
            strategy={verticalListSortingStrategy}
          >
            <Box
              component="ol"
              aria-labelledby={headingId}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              {tracks.map((track, index) => (
                <SortableTrack
                  key={track.id}
                  track={track}
                  index={index}
                  count={tracks.length}
                  onMoveUp={() => moveBy(index, 'up')}
                  onMoveDown={() => moveBy(index, 'down')}
                  onRemove={() => remove(index, track)}
                  buttonRef={buttonRef(track.id)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
    </Box>
  );
};
