import type { DraftRecordId } from '../../providers/drafts/draftStore';

export interface DraftOptions {
  /** The form's stable name, e.g. 'artist-edit' or 'caption-editor'. */
  form: string;
  /** The record the form edits; none (or null) for a new one. */
  recordId?: DraftRecordId;
  /** False while a dialog is closed: nothing is read, written or offered. */
  enabled?: boolean;
}

export interface DraftControls {
  /** When the draft found on opening was saved (app clock ms), until the user chooses. */
  savedAt: number | null;
  /** Puts the draft's values back into the form and hides the offer. */
  restore: () => void;
  /** Removes the stored draft and hides the offer. */
  discard: () => void;
  /** After a successful save or a confirmed discard: removes the draft, cancels a pending write. */
  clear: () => void;
}
