// The app's one way to raise a toast: the spec's API (show, success, error, warning, info) on
// top of react-admin's useNotify, plus `failure`, which prefers the server's own words (spec 8).
// Every toast goes through the same notification system, whatever raised it.
import { useMemo } from 'react';
import { useNotify, type NotificationOptions } from 'react-admin';
import { serverMessageOr } from '../../lib/errorMessage';
import { GENERIC_TOAST_DURATION } from './toastDuration';

type Options = Omit<NotificationOptions, 'type'>;

export interface Toasts {
  show: (message: string, options?: Options) => void;
  success: (message: string, options?: Options) => void;
  error: (message: string, options?: Options) => void;
  warning: (message: string, options?: Options) => void;
  info: (message: string, options?: Options) => void;
  /** An error toast with the server's message carried by `error`, else the `fallbackKey` text. */
  failure: (error: unknown, fallbackKey: string) => void;
}

export function useToast(): Toasts {
  const notify = useNotify();
  return useMemo(
    () => ({
      show: (message, options = {}) =>
        notify(message, { type: 'info', autoHideDuration: GENERIC_TOAST_DURATION, ...options }),
      success: (message, options = {}) => notify(message, { type: 'success', ...options }),
      error: (message, options = {}) => notify(message, { type: 'error', ...options }),
      warning: (message, options = {}) => notify(message, { type: 'warning', ...options }),
      info: (message, options = {}) => notify(message, { type: 'info', ...options }),
      failure: (error, fallbackKey) => {
        const message = serverMessageOr(error, fallbackKey);
        // `_` keeps a server text that happens to look like an i18n key from being swallowed.
        notify(message, { type: 'error', messageArgs: { _: message } });
      },
    }),
    [notify],
  );
}
