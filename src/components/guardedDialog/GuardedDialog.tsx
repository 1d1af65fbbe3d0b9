import { Dialog, type DialogProps } from '@mui/material';
import { useCallback, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../confirm/ConfirmDialog';
import { DialogGuardContext, type DialogGuard } from './guardContext';

const KEY = 'app.dialog_guard';

export interface GuardedDialogProps extends Omit<DialogProps, 'onClose'> {
  onClose: () => void;
  /** The dialog holds input that differs from what it opened with: closing asks first. */
  dirty?: boolean;
  /** Something is under way (a save, an upload): nothing closes the dialog meanwhile. */
  busy?: boolean;
  /** The user chose to throw the input away (e.g. to drop its saved draft), before onClose. */
  onDiscard?: () => void;
}

/**
 * A dialog that never throws typed work away silently: Escape, a click beside it and its
 * Cancel (through useGuardedClose) ask "Discard your changes?" when it holds unsaved input, and
 * close at once when it does not. Content can report its own state with useDialogDirty.
 */
export const GuardedDialog = ({
  onClose,
  dirty = false,
  busy = false,
  onDiscard,
  open,
  onFocus,
  children,
  ...dialogProps
}: GuardedDialogProps) => {
  const translate = useTranslate();
  const [reported, setReported] = useState<Record<string, boolean>>({});
  const [asking, setAsking] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  const discards = useRef(new Map<string, () => void>());
  const anyDirty = dirty || Object.values(reported).some(Boolean);
  // Closed from outside while asking: the next opening starts without the question.
  if (!open && asking) setAsking(false);

  const requestClose = useCallback(() => {
    if (busy) return;
    if (anyDirty) setAsking(true);
    else onClose();
  }, [anyDirty, busy, onClose]);

  const reportDirty = useCallback((reporter: string, value: boolean) => {
    setReported((all) => (!!all[reporter] === value ? all : { ...all, [reporter]: value }));
  }, []);

  const onDiscardOf = useCallback((reporter: string, discard: (() => void) | null) => {
    if (discard) discards.current.set(reporter, discard);
    else discards.current.delete(reporter);
  }, []);

  const guard = useMemo<DialogGuard>(
    () => ({ requestClose, reportDirty, onDiscardOf }),
    [requestClose, reportDirty, onDiscardOf],
  );

  // Focus goes back where it was; after a click beside the dialog, where nothing takes it, the
  // field last used gets it instead.
  const keepEditing = () => {
    setAsking(false);
    window.setTimeout(() => {
      if (!withinPaper(document.activeElement)) lastFocused.current?.focus();
    });
  };

  const discard = () => {
    setAsking(false);
    discards.current.forEach((discardPart) => discardPart());
    onDiscard?.();
    onClose();
  };

  const withinPaper = (element: Element | null): element is HTMLElement =>
    element instanceof HTMLElement &&
    !!root.current?.contains(element) &&
    !!element.closest('.MuiDialog-paper');

  const trackFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (withinPaper(event.target)) lastFocused.current = event.target;
    onFocus?.(event);
  };

  return (
    <DialogGuardContext.Provider value={guard}>
      <Dialog {...dialogProps} ref={root} open={open} onClose={requestClose} onFocus={trackFocus}>
        {children}
      </Dialog>
      <ConfirmDialog
        open={asking}
        title={translate(`${KEY}.title`)}
        content={translate(`${KEY}.content`)}
        cancelLabel={translate(`${KEY}.keep`)}
        confirmLabel={translate(`${KEY}.discard`)}
        onCancel={keepEditing}
        onConfirm={discard}
      />
    </DialogGuardContext.Provider>
  );
};
