import { DraftRestorePrompt } from './DraftRestorePrompt';
import type { DraftOptions } from './draftTypes';
import { useFormDraft } from './useFormDraft';

/** The draft of the react-hook-form form around it, and its restore offer where it is placed. */
export const FormDraft = (options: DraftOptions) => {
  const draft = useFormDraft(options);
  return <DraftRestorePrompt draft={draft} />;
};
