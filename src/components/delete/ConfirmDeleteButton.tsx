import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useToast } from '../toasts/useToast';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { focusNeighbour, ROW_FOCUS_TARGET, rowPlaceOf, type RowPlace } from './focusAfterRemoval';
import { useConfirmDelete, type ConfirmDeleteOptions } from './useConfirmDelete';

export interface ConfirmDeleteButtonProps<R extends RaRecord> extends ConfirmDeleteOptions<R> {
  /** The button's accessible name; in a list it names the record: "Delete song Midnight". */
  label: string;
  /** `icon`: a row's icon button, its tooltip saying "Delete"; `text`: a labelled button. */
  variant?: 'icon' | 'text';
  /**
   * Why the record cannot be deleted (the server would refuse). The button then asks nothing:
   * it says why in its tooltip and description, and in a warning when pressed.
   */
  blockedReason?: string;
  /** In a list: where the focus goes when the deleted row was the last one. */
  focusFallback?: () => HTMLElement | null;
}

/**
 * A delete button with its confirmation. A blocked delete is aria-disabled rather than
 * disabled, so keyboard and pointer users still reach the reason. As a row's icon button its
 * clicks stay its own, and once its row is deleted the focus goes to the neighbouring row.
 * The confirmation, with react-admin's delete controller, is mounted the first time it is asked
 * for: a list shows a delete button on every row, and most are never pressed.
 */
export function ConfirmDeleteButton<R extends RaRecord>({
  label,
  variant = 'icon',
  blockedReason,
  focusFallback,
  ...options
}: ConfirmDeleteButtonProps<R>) {
  const translate = useTranslate();
  const toast = useToast();
  const button = useRef<HTMLButtonElement>(null);
  // Noted when the delete is confirmed, dropped if it fails: set, the row is going.
  const leaving = useRef<RowPlace | null>(null);
  // Counts the presses: each one opens the confirmation afresh (see DeleteConfirmation).
  const [asked, setAsked] = useState(0);

  // This button goes with its row: once React has removed both, focus the neighbour.
  useEffect(() => {
    const place = leaving;
    return () => {
      if (place.current) focusNeighbour(place.current);
    };
  }, []);

  const press = (event: MouseEvent) => {
    // A row's button: its click must not also open the row's record.
    if (variant === 'icon') event.stopPropagation();
    if (blockedReason) toast.warning(blockedReason, { messageArgs: { _: blockedReason } });
    else setAsked((count) => count + 1);
  };

  const blocked = !!blockedReason;
  const buttonProps = {
    ref: button,
    onClick: press,
    'aria-disabled': blocked || undefined,
    'aria-haspopup': blocked ? undefined : ('dialog' as const),
    [ROW_FOCUS_TARGET]: true,
  };
  const tooltip = blockedReason ?? (variant === 'icon' ? translate('ra.action.delete') : '');

  return (
    <>
      <Tooltip title={tooltip} describeChild={blocked}>
        {variant === 'icon' ? (
          <IconButton
            {...buttonProps}
            aria-label={label}
            size="small"
            disableRipple={blocked}
            color={blocked ? 'default' : 'error'}
            sx={blocked ? { color: 'action.disabled', cursor: 'not-allowed' } : undefined}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        ) : (
          <Button
            {...buttonProps}
            variant="outlined"
            color={blocked ? 'inherit' : 'error'}
            startIcon={<DeleteIcon />}
            sx={blocked ? { color: 'text.disabled', cursor: 'not-allowed' } : undefined}
          >
            {label}
          </Button>
        )}
      </Tooltip>
      {asked > 0 && (
        <DeleteConfirmation
          // A new press after a cancel mounts it open again.
          key={asked}
          {...options}
          onConfirming={() => {
            leaving.current = rowPlaceOf(button.current, focusFallback);
          }}
          onFailed={() => {
            leaving.current = null;
            options.onFailed?.();
          }}
        />
      )}
    </>
  );
}

/** The confirmation and the delete it sends, open from its first render. */
function DeleteConfirmation<R extends RaRecord>({
  onConfirming,
  ...options
}: ConfirmDeleteOptions<R> & { onConfirming: () => void }) {
  const translate = useTranslate();
  const { dialogProps } = useConfirmDelete<R>({ ...options, initiallyOpen: true });
  return (
    <ConfirmDeleteDialog
      {...dialogProps}
      onConfirm={() => {
        onConfirming();
        dialogProps.onConfirm();
      }}
      title={translate(options.texts.title, options.texts.args)}
      content={translate(options.texts.content, options.texts.args)}
    />
  );
}
