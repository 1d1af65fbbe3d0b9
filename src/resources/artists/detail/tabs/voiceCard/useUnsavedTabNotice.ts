import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@/components/toasts/useToast';

const THIS_TAB = 'voice-card';

/**
 * react-admin's unsaved-changes warning watches route changes, and a tab switch only changes
 * ?tab= on the same path, so it lets it through. The tab stays mounted with its edits; this
 * says so when the user switches away with changes not saved.
 */
export function useUnsavedTabNotice(): void {
  const toast = useToast();
  const { isDirty } = useFormState();
  const [searchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const previous = useRef(tab);

  useEffect(() => {
    const left = previous.current === THIS_TAB && tab !== THIS_TAB;
    previous.current = tab;
    if (left && isDirty) toast.warning('app.artists.voice_card.unsaved_tab');
  }, [tab, isDirty, toast]);
}
