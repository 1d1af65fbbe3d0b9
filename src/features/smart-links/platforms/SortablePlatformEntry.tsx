import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SmartLinkPlatformType } from '@/api/types';
import { SortableRowButtons } from '@/components/sortable/SortableRowButtons';
import type { SortableRowControls } from '@/components/sortable/SortableRowButtons';
import type { PlatformEntry } from '../model/formValues';
import { PlatformEntryFields } from './PlatformEntryFields';
import { VisibilityToggle } from './VisibilityToggle';

const KEYS = 'app.smart_links.platforms';

export interface SortablePlatformEntryProps extends SortableRowControls {
  /** The row's react-hook-form field key, also its dnd-kit id. */
  id: string;
  type: SmartLinkPlatformType;
  entry: PlatformEntry;
  /** What the row's buttons call it: its platform, or "entry 2" before one is chosen. */
  name: string;
  usedElsewhere: ReadonlySet<string>;
}

/**
 * One platform entry: a drag handle (pointer, touch, or the keyboard with Space and the arrow
 * keys), its fields, and Show, Move up, Move down and Remove buttons. A hidden entry stays
 * editable, on a shaded background and marked "Hidden".
 */
export const SortablePlatformEntry = ({
  id,
  type,
  index,
  count,
  entry,
  name,
  usedElsewhere,
  onMoveUp,
  onMoveDown,
  onRemove,
  buttonRef,
}: SortablePlatformEntryProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`${KEYS}.${key}`, { name });
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, attributes: { roleDescription: translate(`${KEYS}.drag.role`) } });
  const hidden = !entry.is_visible;

  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1,
        position: 'relative',
        bgcolor: hidden ? 'action.hover' : 'background.paper',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 3 : 'none',
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Stack sx={{ alignItems: 'center', pt: 1 }}>
        <IconButton
          size="small"
          ref={setActivatorNodeRef}
          aria-label={t('drag.handle')}
          {...attributes}
          {...listeners}
          // A touch on the handle drags the entry instead of scrolling the page.
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {index + 1}.
        </Typography>
      </Stack>
      {/* Marked by its background and the chip, not by fading: faded labels fail contrast. */}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {hidden && (
          <Chip size="small" label={translate(`${KEYS}.hidden`)} sx={{ mt: 0.5, mb: 0.5 }} />
        )}
        <PlatformEntryFields
          type={type}
          index={index}
          entry={entry}
          usedElsewhere={usedElsewhere}
        />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ pt: 1 }}>
        <VisibilityToggle source={`${type}.${index}.is_visible`} label={t('show')} />
        <SortableRowButtons
          index={index}
          count={count}
          labels={{ moveUp: t('move_up'), moveDown: t('move_down'), remove: t('remove') }}
          removeIcon={<DeleteOutlinedIcon fontSize="small" />}
          onMoveUp={onMoveUp}
          onMoveDown={onMoveDown}
          onRemove={onRemove}
          buttonRef={buttonRef}
        />
      </Stack>
    </Box>
  );
};
