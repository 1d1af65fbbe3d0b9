import { Box, Typography } from '@mui/material';
import { useId, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { Song } from '@/api/types';
import { SortableTrack } from './SortableTrack';
import { SortableList } from '../../sortable/SortableList';
import { useSortableFocus, type MoveDirection } from '../../sortable/useSortableFocus';

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
  const labels = useMemo(
    () => tracks.map((track) => ({ id: track.id, label: track.title })),
    [tracks],
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useSortableFocus(tracks, heading);

  const moveBy = (index: number, direction: MoveDirection) => {
    const track = tracks[index];
    if (!track) return;
    focus.keepFocusOnMove(track.id, direction);
    onMove(index, direction === 'up' ? index - 1 : index + 1);
  };

  const remove = (index: number, track: Song) => {
    focus.keepFocusOnRemove(index);
    onRemove(track);
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
        <SortableList
          items={labels}
          announcementsKey="app.albums.create.tracks.drag"
          onMove={onMove}
          labelledBy={headingId}
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
              buttonRef={focus.buttonRef(track.id)}
            />
          ))}
        </SortableList>
      )}
    </Box>
  );
};
