export { clearDraft, createDraftStore, draftStore, DRAFT_MAX_AGE_MS } from './draftStore';
export type { DraftRecordId, DraftStore, StoredDraft } from './draftStore';
export { sanitizeDraft } from './sanitizeDraft';
export { restoreOver, type RestoredOver } from './restoreOver';
