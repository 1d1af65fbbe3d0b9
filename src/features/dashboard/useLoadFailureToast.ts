import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { serverMessageOr } from '../../lib/errorMessage';

/**
 * One error toast while any of `errors` is set, however many of the loads fail and in whatever
 * order; another only after they have all recovered and one fails again.
 */
export function useLoadFailureToast(errors: readonly unknown[], fallbackKey: string): void {
  const notify = useNotify();
  const failure = errors.find((error) => error !== null && error !== undefined);
  const notified = useRef(false);

  useEffect(() => {
    if (!failure) {
      notified.current = false;
      return;
    }
    if (notified.current) return;
    notified.current = true;
    const message = serverMessageOr(failure, fallbackKey);
    // `_` keeps a server text that happens to look like an i18n key from being swallowed.
    notify(message, { type: 'error', messageArgs: { _: message } });
  }, [failure, fallbackKey, notify]);
}
