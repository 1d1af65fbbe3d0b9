import { createContext, useContext, useEffect, useId, useRef } from 'react';

export interface DialogGuard {
  /** Closes the dialog, asking first when it holds unsaved input (for Cancel and X buttons). */
  requestClose: () => void;
  /** Reports, per reporter, whether its part of the dialog holds unsaved input. */
  reportDirty: (reporter: string, dirty: boolean) => void;
  /** What a reporter does when the user confirms throwing its input away (drop its draft). */
  onDiscardOf: (reporter: string, discard: (() => void) | null) => void;
}

export const DialogGuardContext = createContext<DialogGuard | null>(null);

const useGuard = (): DialogGuard => {
  const guard = useContext(DialogGuardContext);
  if (!guard) throw new Error('Only inside a GuardedDialog');
  return guard;
};

/** The dialog's close that asks first when something typed would be lost. */
export const useGuardedClose = (): (() => void) => useGuard().requestClose;

/**
 * For content that knows, better than the dialog around it, whether it holds unsaved input:
 * a form mounted only while open, a react-hook-form form. Unmounting stops counting it.
 * `onDiscard` runs when the user confirms the loss, before the dialog closes.
 */
export const useDialogDirty = (dirty: boolean, onDiscard?: () => void): void => {
  const { reportDirty, onDiscardOf } = useGuard();
  const reporter = useId();
  const discard = useRef(onDiscard);
  useEffect(() => {
    discard.current = onDiscard;
  });
  useEffect(() => {
    reportDirty(reporter, dirty);
  }, [reportDirty, reporter, dirty]);
  useEffect(() => {
    onDiscardOf(reporter, () => discard.current?.());
    return () => {
      reportDirty(reporter, false);
      onDiscardOf(reporter, null);
    };
  }, [reportDirty, onDiscardOf, reporter]);
};
