import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import type { SortableRowButtonRef } from './useSortableFocus';

/** What a sortable row gets from its list: its place and what its buttons do. */
export interface SortableRowControls {
  index: number;
  count: number;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
  /** From `useSortableFocus`, so the focus can be given back to a button after a change. */
  buttonRef: SortableRowButtonRef;
}

export interface SortableRowButtonsProps extends SortableRowControls {
  /** Each button's accessible name, naming the row. */
  labels: { moveUp: string; moveDown: string; remove: string };
  removeIcon: ReactNode;
}

/**
 * A sortable row's Move up, Move down and Remove buttons. A fragment, so the row lays them out
 * in its own container, next to any buttons of its own.
 */
export const SortableRowButtons = ({
  index,
  count,
  labels,
  removeIcon,
  onMoveUp,
  onMoveDown,
  onRemove,
  buttonRef,
}: SortableRowButtonsProps) => (
  <>
    <IconButton
      size="small"
      ref={buttonRef('up')}
      aria-label={labels.moveUp}
      disabled={index === 0}
      onClick={onMoveUp}
    >
      <ArrowUpwardIcon fontSize="small" />
    </IconButton>
    <IconButton
      size="small"
      ref={buttonRef('down')}
      aria-label={labels.moveDown}
      disabled={index === count - 1}
      onClick={onMoveDown}
    >
      <ArrowDownwardIcon fontSize="small" />
    </IconButton>
    <IconButton
      size="small"
      ref={buttonRef('remove')}
      aria-label={labels.remove}
      onClick={onRemove}
    >
      {removeIcon}
    </IconButton>
  </>
);
