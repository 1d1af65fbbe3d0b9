import { useDialogDirty } from '../guardedDialog/guardContext';
import { DraftRestorePrompt } from './DraftRestorePrompt';
import type { DraftOptions } from './draftTypes';
import { useFormDraft } from './useFormDraft';

/**
 * FormDraft for a react-hook-form form inside a GuardedDialog: the user's confirmed "Discard"
 * drops the draft too. Whether the form is dirty is the form's own report (FormDirtyReport);
 * this part adds no dirtiness of its own.
 */
export const GuardedFormDraft = (options: DraftOptions) => {
  const draft = useFormDraft(options);
  useDialogDirty(false, draft.clear);
  return <DraftRestorePrompt draft={draft} />;
};
