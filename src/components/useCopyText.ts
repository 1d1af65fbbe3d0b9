import { useCallback } from 'react';
import { useToast } from './toasts/useToast';

/**
 * Copies a text (an address to share) and says so. Without a usable clipboard (an insecure
 * origin, a refused permission) the text is shown in a toast that stays until closed, so it can
 * be copied by hand: `manualKey` receives it as `%{url}`.
 */
export function useCopyText(copiedKey: string, manualKey: string): (text: string) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard) throw new Error('No clipboard');
        await navigator.clipboard.writeText(text);
        toast.success(copiedKey);
      } catch {
        // null keeps the toast until it is closed, whichever notification component shows it.
        toast.info(manualKey, { messageArgs: { url: text }, autoHideDuration: null });
      }
    },
    [copiedKey, manualKey, toast],
  );
}
