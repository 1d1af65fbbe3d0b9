import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { serverMessageOr } from '../../lib/errorMessage';

export interface LoadFailureAlertProps {
  error: unknown;
  /** i18n key said when the server sent no message of its own. */
  fallbackKey: string;
  onRetry: () => void;
  /** A retry under way: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
}

/** A part of a screen that could not be read: why (the server's words first), and Retry. */
export const LoadFailureAlert = ({
  error,
  fallbackKey,
  onRetry,
  retrying,
}: LoadFailureAlertProps) => {
  const translate = useTranslate();
  const message = serverMessageOr(error, fallbackKey);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
          {translate('app.retry')}
        </Button>
      }
    >
      {translate(message, { _: message })}
    </Alert>
  );
};
