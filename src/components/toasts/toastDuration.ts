import type { NotificationType } from 'react-admin';

/** How long each kind of toast stays (spec 01, section 2 "Toasts"). */
export const TOAST_DURATIONS: Record<NotificationType, number> = {
  success: 4000,
  error: 6000,
  warning: 5000,
  info: 4000,
};

/** The spec's generic "show" is an info toast that stays a little longer. */
export const GENERIC_TOAST_DURATION = 5000;

/**
 * The time a toast stays, in ms, or null when it stays until closed: an explicit duration wins
 * (0 or less, or null, means "until closed"), otherwise the duration of its kind.
 */
export function toastDuration(
  type: NotificationType,
  autoHideDuration: number | null | undefined,
): number | null {
  if (autoHideDuration === undefined) return TOAST_DURATIONS[type] ?? TOAST_DURATIONS.info;
  if (autoHideDuration === null || autoHideDuration <= 0) return null;
  return autoHideDuration;
}
