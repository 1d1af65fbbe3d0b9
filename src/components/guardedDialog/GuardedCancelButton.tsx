import { Button, type ButtonProps } from '@mui/material';
import { useGuardedClose } from './guardContext';

/** A GuardedDialog's Cancel: it asks first, like Escape, when the dialog holds unsaved input. */
export const GuardedCancelButton = (props: Omit<ButtonProps, 'onClick'>) => {
  const requestClose = useGuardedClose();
  return <Button {...props} onClick={requestClose} />;
};
