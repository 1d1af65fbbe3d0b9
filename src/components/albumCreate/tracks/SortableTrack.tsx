import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Song } from '@/api/types';
import { SortableRowButtons } from '../../sortable/SortableRowButtons';
import type { SortableRowControls } from '../../sortable/SortableRowButtons';
import { formatDuration } from '@/lib/duration';

export interface SortableTrackProps extends SortableRowControls {
  track: Song;
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
        <SortableRowButtons
          index={index}
          count={count}
          labels={{ moveUp: t('move_up'), moveDown: t('move_down'), remove: t('remove') }}
          removeIcon={<CloseIcon fontSize="small" />}
          onMoveUp={onMoveUp}
          onMoveDown={onMoveDown}
          onRemove={onRemove}
          buttonRef={buttonRef}
        />
      </Stack>
    </Box>
  );
};
