import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';

/** Whether any error is the form's own check's, not one the server's answer put there. */
function hasOwnCheckError(errors: object): boolean {
  return Object.values(errors).some((error: unknown) => {
    if (typeof error !== 'object' || error === null) return false;
    const { type } = error as { type?: unknown };
    // react-admin marks the errors a failed save hands back to the form as 'server'.
    if (typeof type === 'string') return type !== 'server';
    return hasOwnCheckError(error);
  });
}

/**
 * react-admin's "The form is not valid" toast (ra.message.invalid_form), only when the form's
 * own checks stopped a Save. A save the server refused already has its toast, from the save
 * itself: react-admin's would say it a second time. For a Form or TabbedForm given
 * `disableInvalidFormNotification`, placed anywhere inside it.
 */
export const OwnChecksInvalidNotice = () => {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  const seen = useRef(submitCount);

  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    if (hasOwnCheckError(errors as FieldErrors)) {
      notify('ra.message.invalid_form', { type: 'error' });
    }
  }, [errors, submitCount, notify]);
  return null;
};
