import { useCallback } from 'react';
import { useToast } from '../toasts/useToast';

/**
 * "A colleague’s change was kept: Real name, City", after the save's own toast (queued behind
 * it), when a save kept changes a colleague made meanwhile; nothing when it kept none.
 */
export function useKeptTheirsToast(): (labels: readonly string[]) => void {
  const toast = useToast();
  return useCallback(
    (labels) => {
      const named = [...new Set(labels)];
      if (named.length === 0) return;
      setTimeout(() =>
        toast.info('app.colleagues.clash.kept_theirs', {
          messageArgs: { fields: named.join(', ') },
        }),
      );
    },
    [toast],
  );
}
