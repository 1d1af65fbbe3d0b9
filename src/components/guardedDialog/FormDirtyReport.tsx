import { useFormState } from 'react-hook-form';
import { useDialogDirty } from './guardContext';

/** Inside a react-hook-form form in a GuardedDialog: a changed form makes closing ask first. */
export const FormDirtyReport = () => {
  const { isDirty } = useFormState();
  useDialogDirty(isDirty);
  return null;
};
