// The forms open right now that keep a draft. Signing out must count a draft whose write is
// still pending (typed less than half a second ago), and once the user has agreed to lose the
// drafts, the open forms must stop counting as unsaved (react-admin would ask a second time).

export interface LiveDraft {
  /** Writes a pending draft at once. */
  flush: () => void;
  /** Puts the form back to what it opened with, so it no longer holds unsaved input. */
  release: () => void;
}

const live = new Set<LiveDraft>();

/** Registers an open form's draft; call the result when it closes. */
export function registerLiveDraft(draft: LiveDraft): () => void {
  live.add(draft);
  return () => {
    live.delete(draft);
  };
}

export function flushLiveDrafts(): void {
  live.forEach((draft) => draft.flush());
}

export function releaseLiveDrafts(): void {
  live.forEach((draft) => draft.release());
}
