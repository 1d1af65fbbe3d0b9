import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Song } from '../../../../api/types';
import { formatDuration } from '../../../../lib/duration';

export type TrackButton = 'up' | 'down' | 'remove';

export interface SortableTrackProps {
  track: Song;
  index: number;
  count: number;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
  /** Keeps each button, so the focus can be given back to it after a move. */
  buttonRef: (button: TrackButton) => (node: HTMLButtonElement | null) => void;
}

/**
 * One track of the album's order: a drag handle (pointer, touch, or the keyboard with Space and
 * the arrow keys), its number, title and duration, and Move up, Move down and Remove buttons.
 */
export const SortableTrack = ({
  track,
  index,
  count,
  onMoveUp,
  onMoveDown,
  onRemove,
  buttonRef,
}: SortableTrackProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.albums.create.tracks.${key}`, { title: track.title });
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: track.id,
    attributes: { roleDescription: translate('app.albums.create.tracks.drag.role') },
  });

  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        position: 'relative',
        bgcolor: 'background.paper',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 3 : 'none',
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <IconButton
        size="small"
        ref={setActivatorNodeRef}
        aria-label={t('drag.handle')}
        {...attributes}
        {...listeners}
        // A touch on the handle drags the track instead of scrolling the page.
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
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
          ref={buttonRef('up')}
          aria-label={t('move_up')}
          disabled={index === 0}
          onClick={onMoveUp}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          ref={buttonRef('down')}
          aria-label={t('move_down')}
          disabled={index === count - 1}
          onClick={onMoveDown}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          ref={buttonRef('remove')}
          aria-label={t('remove')}
          onClick={onRemove}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
};
