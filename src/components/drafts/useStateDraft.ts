import type { DraftControls, DraftOptions } from './draftTypes';
import { useDraft } from './useDraft';

export interface StateDraftOptions<T> extends DraftOptions {
  /** What the user typed, kept small and JSON-able. */
  values: T;
  /** Whether it differs from what the dialog opened with. */
  dirty: boolean;
  /** Puts a restored draft back into the state. */
  onRestore: (values: T) => void;
}

/** A draft for a dialog or screen that keeps its input in React state (useState). */
export function useStateDraft<T>({ onRestore, ...options }: StateDraftOptions<T>): DraftControls {
  return useDraft({ ...options, apply: onRestore });
}
