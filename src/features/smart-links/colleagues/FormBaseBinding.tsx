// The save runs outside the manager's form (its onSubmit), yet needs the form's base: the link
// as loaded, with the colleague's changes the form has taken in since (the kit keeps it as the
// form's default values). This hands it over, and lets a half-done save move it on.
import { useEffect, type RefObject } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Plain } from '../../../lib/merge';
import type { SmartLinkFormValues } from '../model/formValues';

export interface FormBase {
  /** The form's base, a copy. */
  get: () => Plain;
  /**
   * What a save stored while the rest failed (the settings, when the platform batch did not go
   * through) becomes the base of those fields: the next save sees them as saved, not as a
   * colleague's change to the user's own.
   */
  advance: (saved: Partial<SmartLinkFormValues>) => void;
}

/** Rendered inside the form: fills `baseRef` while the form is there. */
export const FormBaseBinding = ({ baseRef }: { baseRef: RefObject<FormBase | null> }) => {
  const { control } = useFormContext<SmartLinkFormValues>();
  useEffect(() => {
    const defaults = () => control._defaultValues as Plain;
    baseRef.current = {
      get: () => structuredClone(defaults()),
      advance: (saved) => Object.assign(defaults(), structuredClone(saved)),
    };
    return () => {
      baseRef.current = null;
    };
  }, [baseRef, control]);
  return null;
};
