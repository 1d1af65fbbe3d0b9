import { useSaveContext, useTranslate } from 'react-admin';
import { GuardedCancelButton } from './GuardedCancelButton';

/** Cancel of a react-admin form in a GuardedDialog: asks first with unsaved input, idle while saving. */
export const FormCancelButton = () => {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  return (
    <GuardedCancelButton disabled={saving}>{translate('ra.action.cancel')}</GuardedCancelButton>
  );
};
