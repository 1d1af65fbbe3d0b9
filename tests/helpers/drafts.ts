// Shared by the forms' draft tests: what the draft store holds for a form, and the offer to
// restore one as the user sees it ("Restore your unsaved changes from 10:42?").
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { draftStore, type DraftRecordId } from '../../src/providers/drafts/draftStore';

/** The values of the signed-in user's draft of `form` (and record), or undefined. */
export function storedDraft(form: string, recordId?: DraftRecordId): unknown {
  const key = draftStore.keyFor(form, recordId);
  return key ? draftStore.read(key)?.values : undefined;
}

/** Waits until the draft is written (half a second after the last keystroke) with `expected`. */
export async function waitForDraft(
  form: string,
  recordId: DraftRecordId,
  expected: Record<string, unknown>,
): Promise<void> {
  await waitFor(() => expect(storedDraft(form, recordId)).toMatchObject(expected), {
    timeout: 3000,
  });
}

/** The offer to restore a draft, once it shows. */
export const findRestoreOffer = () => screen.findByText(/^Restore your unsaved changes from /);

export const queryRestoreOffer = () => screen.queryByText(/^Restore your unsaved changes from /);
