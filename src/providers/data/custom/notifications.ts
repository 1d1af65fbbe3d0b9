import type { ApiClient } from '@/api/client';
import type { Notification, NotificationCreate, UnreadCount, UpdatedCount } from '@/api/types';
import { outcome } from './result';

export const notificationMethods = (client: ApiClient) => ({
  getNotifications: async (limit = 20) =>
    outcome(await client.request<Notification[]>('/notifications', { query: { limit } }, 'array')),
  getUnreadNotificationCount: async () =>
    outcome(await client.request<UnreadCount>('/notifications/unread-count', {}, 'object')),
  markNotificationRead: async (id: number) =>
    outcome(
      await client.request<Notification>(
        `/notifications/${id}/read`,
        { method: 'PATCH' },
        'object',
      ),
    ),
  markAllNotificationsRead: async () =>
    outcome(
      await client.request<UpdatedCount>('/notifications/read-all', { method: 'PATCH' }, 'object'),
    ),
  deleteNotification: async (id: number) =>
    outcome(
      await client.request<{ id: number }>(`/notifications/${id}`, { method: 'DELETE' }, 'object'),
    ),
  createNotification: async (notification: NotificationCreate) =>
    outcome(
      await client.request<Notification>(
        '/notifications',
        { method: 'POST', json: notification },
        'object',
      ),
    ),
});
