import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton } from '@mui/material';
import { isValidElement, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { CloseNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { toastDuration } from './toastDuration';

export interface ToastProps {
  notification: NotificationPayload;
  /** The toast is gone (timed out, closed, or undone). */
  onClose: (outcome: { undo: boolean }) => void;
}

/**
 * One toast. Its timer pauses while the pointer or the keyboard focus is on it, so a toast
 * being read or reached with Tab does not vanish under the user.
 */
export const Toast = ({ notification, onClose }: ToastProps) => {
  const translate = useTranslate();
  const { message, type, notificationOptions = {} } = notification;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const duration = toastDuration(type, autoHideDuration as number | null | undefined);
  const [paused, setPaused] = useState(false);
  const closed = useRef(false);

  const close = (undo = false) => {
    if (closed.current) return;
    closed.current = true;
    onClose({ undo });
  };
  // An effect event: the timer is not restarted when the parent re-renders with a new onClose.
  const timeOut = useEffectEvent(() => close());

  useEffect(() => {
    if (duration === null || paused) return;
    const timer = setTimeout(timeOut, duration);
    return () => clearTimeout(timer);
  }, [duration, paused]);

  let content: ReactNode = null;
  if (typeof message === 'string') {
    content = translate(message, { _: message, ...(messageArgs as object) });
  } else if (isValidElement(message)) {
    content = message;
  }

  return (
    <CloseNotificationContext.Provider value={() => close()}>
      <Alert
        severity={type}
        variant="filled"
        role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        sx={{ width: { xs: '100%', sm: 380 }, boxShadow: 6, alignItems: 'center' }}
        action={
          <>
            {undoable && (
              <Button color="inherit" size="small" onClick={() => close(true)}>
                {translate('ra.action.undo')}
              </Button>
            )}
            <IconButton
              color="inherit"
              size="small"
              aria-label={translate('app.toasts.close')}
              onClick={() => close()}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {content}
      </Alert>
    </CloseNotificationContext.Provider>
  );
};
