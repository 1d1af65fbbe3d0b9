// What a user can do with notifications, shared by the bell's dropdown and the page: open one
// (mark it read, and follow song and album requests), mark all read, delete one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '../../api/types';
import { useToast } from '../../components/toasts/useToast';
import type { LabelDataProvider } from '../../providers/data';
import { notificationKeys } from './notificationQueries';

/** Types whose notification leads to the song requests screen (spec 2). */
const REQUEST_TYPES: readonly string[] = ['song_request', 'album_request'];
export const SONG_REQUESTS_PATH = '/song-requests';

const MESSAGES = 'app.notifications.messages';

export function useNotificationActions() {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();

  // On success and on failure alike: a failure (e.g. already deleted elsewhere) means the
  // cached list and count may be out of date too.
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const toastError = (fallbackKey: string) => (error: unknown) => toast.failure(error, fallbackKey);

  // Callbacks live on the mutations, not on mutate(), so that they still run when the
  // dropdown that started them has closed.
  const markRead = useMutation({
    mutationFn: (id: number) => dataProvider.markNotificationRead(id),
    onError: toastError(`${MESSAGES}.mark_read_failed`),
    onSettled: refresh,
  });
  const markAllRead = useMutation({
    mutationFn: () => dataProvider.markAllNotificationsRead(),
    onSuccess: () => toast.success(`${MESSAGES}.all_marked_read`),
    onError: toastError(`${MESSAGES}.mark_all_read_failed`),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteNotification(id),
    onSuccess: () => toast.success(`${MESSAGES}.deleted`),
    onError: toastError(`${MESSAGES}.delete_failed`),
    onSettled: refresh,
  });

  /** Marks it read if needed; a song or album request also goes to /song-requests. */
  const open = (notification: Notification, onNavigate?: () => void) => {
    if (!notification.is_read) markRead.mutate(notification.id);
    if (REQUEST_TYPES.includes(notification.type)) {
      onNavigate?.();
      navigate(SONG_REQUESTS_PATH);
    }
  };

  return {
    open,
    markAllRead: () => markAllRead.mutate(),
    isMarkingAllRead: markAllRead.isPending,
    remove: (id: number) => remove.mutate(id),
    /** The id being deleted, so that its button can be disabled meanwhile. */
    removingId: remove.isPending ? remove.variables : undefined,
  };
}
