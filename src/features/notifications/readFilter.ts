import type { Notification } from '../../api/types';

export const READ_FILTERS = ['all', 'unread', 'read'] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];

export const matchesReadFilter = (filter: ReadFilter, notification: Notification): boolean =>
  filter === 'all' || (filter === 'read') === notification.is_read;

/** What the page says when a filter leaves nothing to show. */
export const EMPTY_KEYS: Record<ReadFilter, string> = {
  all: 'app.notifications.empty',
  unread: 'app.notifications.empty_unread',
  read: 'app.notifications.empty_read',
};
