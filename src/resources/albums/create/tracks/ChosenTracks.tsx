import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Stack, Typography, type Theme } from '@mui/material';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { Song } from '../../../../api/types';
import { formatDuration } from '../../../../lib/duration';

type Direction = 'up' | 'down';

export interface ChosenTracksProps {
  /** The tracks in album order. */
  tracks: readonly Song[];
  onMove: (from: number, to: number) => void;
  onRemove: (song: Song) => void;
}

/**
 * The album's tracks in order. A track moves by drag and drop (HTML5, with a pointer) or with
 * its Move up / Move down buttons (keyboard, screen readers); the parent announces the result.
 */
export const ChosenTracks = ({ tracks, onMove, onRemove }: ChosenTracksProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.albums.create.tracks.${key}`, options);

  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterMove = useRef<{ id: number; direction: Direction } | null>(null);
  const focusAfterRemove = useRef<number | null>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);

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

  const endDrag = () => {
    setDragIndex(null);
    setOverIndex(null);
  };
  const dragHandlers = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      // Some browsers start no drag without data.
      event.dataTransfer.setData('text/plain', String(tracks[index]?.id ?? ''));
      setDragIndex(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragIndex === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (overIndex !== index) setOverIndex(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragIndex !== null && dragIndex !== index) onMove(dragIndex, index);
      endDrag();
    },
    onDragEnd: endDrag,
  });

  // A line where the dragged track will land: above the target when it moves up, else below.
  const dropLine = (index: number) => {
    if (dragIndex === null || overIndex !== index || dragIndex === index) return {};
    const offset = dragIndex > index ? 2 : -2;
    return { boxShadow: (theme: Theme) => `inset 0 ${offset}px 0 ${theme.palette.primary.main}` };
  };

  const buttonRef = (key: string) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(key, node);
    else buttons.current.delete(key);
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
        <Box
          component="ol"
          aria-labelledby={headingId}
          sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {tracks.map((track, index) => (
            <Box
              component="li"
              key={track.id}
              {...dragHandlers(index)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1,
                py: 0.5,
                cursor: 'grab',
                opacity: dragIndex === index ? 0.5 : 1,
                '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
                ...dropLine(index),
              }}
            >
              <DragIndicatorIcon aria-hidden fontSize="small" sx={{ color: 'action.active' }} />
              <Typography variant="body2" sx={{ minWidth: '1.5rem', color: 'text.secondary' }}>
                {index + 1}.
              </Typography>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {track.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatDuration(track.duration_seconds)}
              </Typography>
              <Stack direction="row">
                <IconButton
                  size="small"
                  ref={buttonRef(`${track.id}-up`)}
                  aria-label={t('move_up', { title: track.title })}
                  disabled={index === 0}
                  onClick={() => moveBy(index, 'up')}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  ref={buttonRef(`${track.id}-down`)}
                  aria-label={t('move_down', { title: track.title })}
                  disabled={index === tracks.length - 1}
                  onClick={() => moveBy(index, 'down')}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  ref={buttonRef(`${track.id}-remove`)}
                  aria-label={t('remove', { title: track.title })}
                  onClick={() => remove(index, track)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};
