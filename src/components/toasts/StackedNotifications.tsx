// Replaces react-admin's one-at-a-time snackbar: every useNotify call becomes a toast, and
// several stay visible at once, stacked in the top-right corner, below the app bar and the
// screen's header so that its actions (Save...) stay within reach. Undoable notifications keep
// react-admin's contract: the mutation runs when the toast closes, and not if it is undone.
import { Grow, Portal, Stack } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { Toast } from './Toast';
import { useToastTop } from './toastClearance';
import { useNeverAriaHidden } from './useNeverAriaHidden';

interface ShownToast {
  id: number;
  notification: NotificationPayload;
}

/** More than this and the oldest toasts make room. */
const MAX_TOASTS = 5;

/** Drops the oldest toasts over the limit, never an undoable one (its change is still pending). */
function trimmed(toasts: ShownToast[]): ShownToast[] {
  let excess = toasts.length - MAX_TOASTS;
  return toasts.filter((toast) => {
    if (excess <= 0 || toast.notification.notificationOptions?.undoable) return true;
    excess -= 1;
    return false;
  });
}

export const StackedNotifications = () => {
  const translate = useTranslate();
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  // An effect may run twice for one queue (StrictMode): a payload is shown once.
  const seen = useRef(new WeakSet<NotificationPayload>());
  // The region's element, set once the portal has mounted it.
  const [region, setRegion] = useState<HTMLElement | null>(null);
  useNeverAriaHidden(region);
  const top = useToastTop(toasts.length > 0);

  useEffect(() => {
    if (!notifications.length) return;
    // Take every queued notification at once; any queued meanwhile stays for the next run.
    const taking = new Set(notifications);
    setNotifications((queued) => queued.filter((n) => !taking.has(n)));
    const fresh = notifications.filter((n) => !seen.current.has(n));
    fresh.forEach((n) => seen.current.add(n));
    if (!fresh.length) return;
    const taken = fresh.map((notification) => ({ id: nextId.current++, notification }));
    setToasts((shown) => trimmed([...shown, ...taken]));
  }, [notifications, setNotifications]);

  const hasUndoable = toasts.some((t) => t.notification.notificationOptions?.undoable);
  useEffect(() => {
    if (!hasUndoable) return;
    // A pending undoable change would be lost with the page: ask before leaving.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUndoable]);

  const close = useCallback(
    (toast: ShownToast, undo: boolean) => {
      if (toast.notification.notificationOptions?.undoable) {
        takeMutation()?.({ isUndo: undo });
      }
      setToasts((shown) => shown.filter((t) => t.id !== toast.id));
    },
    [takeMutation],
  );

  return (
    // A child of <body>, outside the app's root: see useNeverAriaHidden.
    <Portal>
      <Stack
        ref={setRegion}
        component="section"
        aria-label={translate('app.toasts.region')}
        spacing={1}
        // Measured as the page scrolls: inline, not a new style class for every position.
        style={top === null ? undefined : { top }}
        sx={{
          position: 'fixed',
          top: { xs: 8, sm: 72 },
          right: { xs: 8, sm: 16 },
          left: { xs: 8, sm: 'auto' },
          zIndex: (theme) => theme.zIndex.snackbar,
          alignItems: 'flex-end',
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
        }}
      >
        {toasts.map((toast) => (
          <Grow key={toast.id} in appear>
            <div>
              <Toast notification={toast.notification} onClose={({ undo }) => close(toast, undo)} />
            </div>
          </Grow>
        ))}
      </Stack>
    </Portal>
  );
};
