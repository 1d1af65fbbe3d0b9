// The draft life cycle shared by react-hook-form forms and plain-state dialogs. On opening, a
// stored draft is offered (not applied); from then on storage mirrors the form: written ~500 ms
// after the last change while the form is dirty, removed when it is clean again. A pending write
// is flushed when the page is hidden or closed and when the form closes, so nothing typed in the
// last half second is lost; a removal (save, discard) cancels it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { draftStore, type StoredDraft } from '../../providers/drafts/draftStore';
import { registerLiveDraft } from '../../lib/drafts/liveDrafts';
import { sanitizeDraft } from '../../lib/drafts/sanitizeDraft';
import type { DraftControls, DraftOptions } from './draftTypes';
import { useLeaveWarning } from './useLeaveWarning';

/** Quiet time after the last keystroke before the draft is written. */
export const DRAFT_WRITE_DELAY_MS = 500;

export interface DraftCoreOptions<T> extends DraftOptions {
  values: T;
  dirty: boolean;
  /** Puts restored values into the form, typed over `base` (the record as it was then), if known. */
  apply: (values: T, base?: unknown) => void;
  /** The record as the form loaded it, kept with the draft (a form with a record). */
  base?: () => unknown;
  /** Puts the form back to what it opened with (the user gave its changes up by signing out). */
  release?: () => void;
}

interface Slot {
  /** Which form, record and opening this slot is for; null while disabled. */
  identity: string | null;
  /** The storage key, fixed at opening: the user it names may sign out while the form is open. */
  key: string | null;
  offer: StoredDraft | null;
}

interface Writer {
  schedule: (serialized: string) => void;
  cancel: () => void;
}

function openSlot(identity: string | null, form: string, recordId: DraftOptions['recordId']): Slot {
  if (identity === null) return { identity, key: null, offer: null };
  draftStore.prune();
  const key = draftStore.keyFor(form, recordId);
  return { identity, key, offer: key ? draftStore.read(key) : null };
}

export function useDraft<T>({
  form,
  recordId,
  enabled = true,
  values,
  dirty,
  apply,
  release,
  base,
}: DraftCoreOptions<T>): DraftControls {
  const identity = enabled ? `${form}:${String(recordId ?? 'new')}` : null;
  const [slot, setSlot] = useState<Slot>(() => openSlot(identity, form, recordId));
  if (slot.identity !== identity) setSlot(openSlot(identity, form, recordId));
  const { key, offer } = slot;

  const serialized = JSON.stringify(sanitizeDraft(values) ?? null);
  const latest = useRef({ serialized, dirty, offer, apply, release, base });
  useEffect(() => {
    latest.current = { serialized, dirty, offer, apply, release, base };
  });

  const writer = useRef<Writer | null>(null);
  useEffect(() => {
    if (!key) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: string | null = null;
    const cancel = () => {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    };
    const flush = () => {
      const text = pending;
      cancel();
      if (text !== null)
        draftStore.write(key, JSON.parse(text), undefined, latest.current.base?.());
    };
    writer.current = {
      cancel,
      schedule(text) {
        clearTimeout(timer);
        pending = text;
        timer = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
      },
    };
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const stopListening = draftStore.onRemove((removed) => {
      if (removed !== key) return;
      cancel();
      setSlot((current) => (current.key === key ? { ...current, offer: null } : current));
    });
    const unregister = registerLiveDraft({
      flush,
      release: () => latest.current.release?.(),
    });
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      flush();
      unregister();
      stopListening();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      writer.current = null;
    };
  }, [key]);

  // Which key the form has been seen clean at opening for: that first look writes nothing and
  // removes nothing, the stored draft waits for the user's choice.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!key || !writer.current) {
      opened.current = null;
      return;
    }
    const first = opened.current !== key;
    opened.current = key;
    if (dirty) {
      writer.current.schedule(serialized);
      return;
    }
    writer.current.cancel();
    if (first) return;
    // Back to clean: nothing left to keep, except the draft still on offer.
    const onOffer = latest.current.offer;
    if (onOffer) draftStore.write(key, onOffer.values, onOffer.savedAt, onOffer.base);
    else draftStore.remove(key);
  }, [key, serialized, dirty]);

  const restore = useCallback(() => {
    const onOffer = latest.current.offer;
    if (!onOffer) return;
    setSlot((current) => ({ ...current, offer: null }));
    latest.current.apply(onOffer.values as T, onOffer.base);
  }, []);

  const discard = useCallback(() => {
    if (!key) return;
    draftStore.remove(key);
    setSlot((current) => ({ ...current, offer: null }));
    // What was typed since opening is newer work, not the discarded draft: keep it.
    const now = latest.current;
    if (now.dirty) draftStore.write(key, JSON.parse(now.serialized), undefined, now.base?.());
  }, [key]);

  const clear = useCallback(() => {
    if (key) draftStore.remove(key);
  }, [key]);

  useLeaveWarning(enabled && dirty);

  return { savedAt: offer?.savedAt ?? null, restore, discard, clear };
}
