import { useCallback } from 'react';
import { useToast } from '../../../layout/toasts/useToast';
import { serverMessageOr } from '../../../lib/errorMessage';

/** An error toast with the server's message, or the screen's own text when it sent none. */
export function useFailureToast(): (error: unknown, fallbackKey: string) => void {
  const toast = useToast();
  return useCallback(
    (error, fallbackKey) => {
      const message = serverMessageOr(error, fallbackKey);
      // `_` keeps a server text that happens to look like an i18n key from being swallowed.
      toast.error(message, { messageArgs: { _: message } });
    },
    [toast],
  );
}
