import { useEffect } from 'react';
import { useToast } from '@/components/toasts/useToast';
import { LoadFailureAlert } from '@/components/detail/LoadFailureAlert';

const LOAD_FAILED = 'app.campaigns.wizard.load_failed';

/**
 * Says in place that the artists, the albums or the settings could not be read, with a retry;
 * the rest of the wizard stays usable.
 */
export const WizardLoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <LoadFailureAlert error={error} fallbackKey={LOAD_FAILED} onRetry={onRetry} />
);

/**
 * Failures already toasted. A failed query keeps its error object until it is retried, so a
 * step shown again, or a second part showing the same failure, does not toast it twice.
 */
const toasted = new WeakSet<object>();

/** The failure toast (spec 02 §8, "Failed to load wizard data"), once per failure. */
export function useLoadFailureToast(error: unknown): void {
  const toast = useToast();
  useEffect(() => {
    if (typeof error !== 'object' || error === null || toasted.has(error)) return;
    toasted.add(error);
    toast.failure(error, LOAD_FAILED);
  }, [error, toast]);
}
