// The notification feed and the unread count, cached by react-query under one key prefix so
// that any change can refresh the dropdown, the page and the badge at once.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Notification } from '../../api/types';
import { useToast } from '../../components/toasts/useToast';
import { useDocumentVisible } from '../../lib/useDocumentVisible';
import type { LabelDataProvider } from '../../providers/data';

/** Spec 9: the unread count is polled every 10 seconds. */
export const UNREAD_POLL_MS = 10_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (limit: number) => ['notifications', 'list', limit] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

/** The newest `limit` notifications (the API gives newest first); a failed load is toasted. */
export function useNotificationList(limit: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const toast = useToast();
  return useQuery({
    queryKey: notificationKeys.list(limit),
    queryFn: async (): Promise<Notification[]> => {
      try {
        const { data } = await dataProvider.getNotifications(limit);
        // After a 401 that signed the user out, react-admin resolves with `{ data: {} }`.
        return Array.isArray(data) ? data : [];
      } catch (error) {
        // Here rather than in an effect: one toast per failed request, never one per render.
        toast.failure(error, 'app.notifications.messages.load_failed');
        throw error;
      }
    },
    // The toast tells the user at once; reopening the list or the page tries again.
    retry: false,
  });
}

/**
 * The unread count. With `poll`, refetched every UNREAD_POLL_MS while the tab is visible,
 * paused while it is hidden and refetched as soon as it shows again. Only the bell polls:
 * every polling observer would run its own timer.
 */
export function useUnreadNotificationCount({ poll = false }: { poll?: boolean } = {}) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const visible = useDocumentVisible();
  return useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: async (): Promise<number> => {
      const { data } = await dataProvider.getUnreadNotificationCount();
      return typeof data?.count === 'number' ? data.count : 0;
    },
    // Disabling stops the interval; enabling again refetches at once because the count is stale.
    enabled: poll ? visible : true,
    refetchInterval: poll ? UNREAD_POLL_MS : false,
    // Visibility is handled by `enabled` above; a second trigger would fetch twice.
    refetchOnWindowFocus: false,
    // Observers other than the bell read the polled value instead of asking again on mount.
    refetchOnMount: poll,
    // The next poll is the retry; a badge needs no error toast every 10 seconds.
    retry: false,
  });
}
