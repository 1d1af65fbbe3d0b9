import { useCallback } from 'react';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { restoreOver } from '../../lib/drafts/restoreOver';
import { isPlainObject } from '../../lib/merge';
import type { DraftControls, DraftOptions } from './draftTypes';
import { useDraft } from './useDraft';

/**
 * A draft for the react-hook-form form around it (react-admin's SimpleForm, TabbedForm, Form).
 * Dirty as react-admin counts it (some field changed), so the draft and react-admin's own
 * unsaved-changes guard agree. The draft keeps the record as the form had loaded it (its base),
 * so that restored over a record a colleague changed since, only the fields the user changed
 * come back, each over the base it was typed on: the save then merges them as every save does,
 * asking where the colleague changed the same field (issue 37).
 */
export function useFormDraft(options: DraftOptions): DraftControls {
  const { control, reset, getValues } = useFormContext<FieldValues>();
  const values = useWatch({ control });
  const { dirtyFields } = useFormState({ control });
  const dirty = Object.keys(dirtyFields).length > 0;
  const base = useCallback(() => control._defaultValues, [control]);
  // The record stays the form's default: the restored values are a change to it, Save enabled.
  // Over the current values: what a draft cannot hold (a chosen file) stays as it is.
  const apply = useCallback(
    (restored: FieldValues, typedOver?: unknown) => {
      if (!isPlainObject(typedOver)) {
        reset({ ...getValues(), ...restored }, { keepDefaultValues: true });
        return;
      }
      // Over what the form holds now and what it started from, each.
      const next = restoreOver<FieldValues>(restored, typedOver, getValues()).values;
      const defaults = restoreOver<FieldValues>(restored, typedOver, control._defaultValues).base;
      reset(defaults);
      reset(next, { keepDefaultValues: true });
    },
    [reset, getValues, control],
  );
  const release = useCallback(() => reset(), [reset]);
  return useDraft<FieldValues>({ ...options, values, dirty, apply, release, base });
}
