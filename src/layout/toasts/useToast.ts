// The spec's toast API (show, success, error, warning, info) on top of react-admin's useNotify,
// so a screen may use either and every toast goes through the same notification system.
import { useMemo } from 'react';
import { useNotify, type NotificationOptions } from 'react-admin';
import { GENERIC_TOAST_DURATION } from './toastDuration';

type Options = Omit<NotificationOptions, 'type'>;

export function useToast() {
  const notify = useNotify();
  return useMemo(
    () => ({
      show: (message: string, options: Options = {}) =>
        notify(message, { type: 'info', autoHideDuration: GENERIC_TOAST_DURATION, ...options }),
      success: (message: string, options: Options = {}) =>
        notify(message, { type: 'success', ...options }),
      error: (message: string, options: Options = {}) =>
        notify(message, { type: 'error', ...options }),
      warning: (message: string, options: Options = {}) =>
        notify(message, { type: 'warning', ...options }),
      info: (message: string, options: Options = {}) =>
        notify(message, { type: 'info', ...options }),
    }),
    [notify],
  );
}
