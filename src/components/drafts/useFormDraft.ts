import { useCallback } from 'react';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import type { DraftControls, DraftOptions } from './draftTypes';
import { useDraft } from './useDraft';

/**
 * A draft for the react-hook-form form around it (react-admin's SimpleForm, TabbedForm, Form).
 * Dirty as react-admin counts it (some field changed), so the draft and react-admin's own
 * unsaved-changes guard agree.
 */
export function useFormDraft(options: DraftOptions): DraftControls {
  const { control, reset, getValues } = useFormContext<FieldValues>();
  const values = useWatch({ control });
  const { dirtyFields } = useFormState({ control });
  const dirty = Object.keys(dirtyFields).length > 0;
  // The record stays the form's default: the restored values are a change to it, Save enabled.
  // Over the current values: what a draft cannot hold (a chosen file) stays as it is.
  const apply = useCallback(
    (restored: FieldValues) => reset({ ...getValues(), ...restored }, { keepDefaultValues: true }),
    [reset, getValues],
  );
  const release = useCallback(() => reset(), [reset]);
  return useDraft<FieldValues>({ ...options, values, dirty, apply, release });
}
