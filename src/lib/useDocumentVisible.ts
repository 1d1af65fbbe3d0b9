// Whether the browser tab is showing; background tabs should not keep polling the API.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = (): boolean => document.visibilityState !== 'hidden';

/** True unless the document is hidden (another tab, minimised window). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, () => true);
}
