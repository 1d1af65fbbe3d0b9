import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface DeleteRowButtonProps {
  /** The button's name, naming the record: "Delete song Midnight". */
  label: string;
  onDelete: () => void;
  /** Why the record cannot be deleted; the button then stays focusable and says why. */
  blockedReason?: string;
}

/**
 * A row's delete button. It lives inside a clickable row, so its clicks stop there. A blocked
 * delete is aria-disabled rather than disabled, so keyboard and pointer users still reach the
 * tooltip with the reason.
 */
export const DeleteRowButton = ({ label, onDelete, blockedReason }: DeleteRowButtonProps) => {
  const translate = useTranslate();
  const handleClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (!blockedReason) onDelete();
  };
  return (
    <Tooltip title={blockedReason ?? translate('ra.action.delete')} describeChild={!!blockedReason}>
      <IconButton
        aria-label={label}
        aria-disabled={blockedReason ? true : undefined}
        disableRipple={!!blockedReason}
        onClick={handleClick}
        color={blockedReason ? 'default' : 'error'}
        sx={blockedReason ? { color: 'action.disabled', cursor: 'not-allowed' } : undefined}
      >
        <DeleteIcon />
      </IconButton>
    </Tooltip>
  );
};
