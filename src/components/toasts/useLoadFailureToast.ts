import { useEffect, useRef } from 'react';
import { useToast } from './useToast';

/**
 * For loads (queries) rather than actions: one failure toast while any of `errors` is set,
 * however many of the loads fail and in whatever order; another only after they have all
 * recovered and one fails again. Null and undefined mean "no error".
 */
export function useLoadFailureToast(errors: readonly unknown[], fallbackKey: string): void {
  const toast = useToast();
  const failure = errors.find((error) => error !== null && error !== undefined);
  const notified = useRef(false);

  useEffect(() => {
    if (!failure) {
      notified.current = false;
      return;
    }
    if (notified.current) return;
    notified.current = true;
    toast.failure(failure, fallbackKey);
  }, [failure, fallbackKey, toast]);
}
