// Which forms hold changes the user has not saved, so that screens catching up with colleagues
// never refresh under someone typing (issue 37).
import { isUnsavedWorkHeld } from './drafts/leaveWarning';

const dirtyForms = new Set<symbol>();

/** Marks a form as holding unsaved changes or not. */
export function markFormDirty(form: symbol, dirty: boolean): void {
  if (dirty) dirtyForms.add(form);
  else dirtyForms.delete(form);
}

const EDITABLE = 'input, textarea, select, [contenteditable="true"]';

/**
 * Whether the user is in the middle of typing: a form with unsaved changes (a guarded form, or
 * any form keeping a draft), or a field of a form in use.
 */
export function isUserEditing(): boolean {
  if (dirtyForms.size > 0 || isUnsavedWorkHeld()) return true;
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof Element && active.matches(EDITABLE) && active.closest('form') !== null;
}
