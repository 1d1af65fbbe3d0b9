// Drafts of typed work (issue 20): see /src/lib/drafts for the store.
export { DraftRestorePrompt } from './DraftRestorePrompt';
export type { DraftControls, DraftOptions } from './draftTypes';
export { FormDraft } from './FormDraft';
export { useFormDraft } from './useFormDraft';
export { useLeaveWarning } from './useLeaveWarning';
export { useStateDraft, type StateDraftOptions } from './useStateDraft';
export { clearDraft } from '../../providers/drafts/draftStore';
export { GuardedFormDraft } from './GuardedFormDraft';
