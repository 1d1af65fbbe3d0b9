import { useToast } from '../toasts/useToast';
import { shouldRetry } from '../../providers/queryClient';

/**
 * A <List>'s queryOptions: the app's retry policy (one retry of a server or network failure,
 * where List retries none) and the spec's toast, the server's words first, instead of
 * react-admin's own notification. `failureKey` is the list's text for a failure without them.
 */
export function useListLoadOptions(failureKey: string) {
  const toast = useToast();
  return {
    onError: (error: unknown) => toast.failure(error, failureKey),
    retry: shouldRetry,
  };
}
