// API v1, tag "notifications": the bell dropdown's feed.
import { http } from 'msw';
import type { Notification } from '../../api/types';
import { db, nextId } from '../db/database';
import { api, deleted, intParam, jsonBody, notFound, nowIso, ok } from '../http';
import { Fields } from './common/fields';
import { Query, time } from './common/query';
import { invalid, secure } from './common/route';

const newestFirst = (a: Notification, b: Notification) =>
  (time(b.created_at) ?? 0) - (time(a.created_at) ?? 0) || b.id - a.id;

export const notificationHandlers = [
  http.get(
    api('/notifications/unread-count'),
    secure(() => ok({ count: db().notifications.filter((n) => !n.is_read).length })),
  ),

  http.patch(
    api('/notifications/read-all'),
    secure(() => {
      const unread = db().notifications.filter((n) => !n.is_read);
      for (const n of unread) n.is_read = true;
      return ok({ updated: unread.length }, { message: 'All notifications marked as read' });
    }),
  ),

  http.get(
    api('/notifications'),
    secure(({ request }) => {
      const q = new Query(new URL(request.url));
      const limit = q.int('limit', 1, 100) ?? 20;
      if (q.errors.length) return invalid(q.errors);
      return ok([...db().notifications].sort(newestFirst).slice(0, limit));
    }),
  ),

  http.post(
    api('/notifications'),
    secure(async ({ request }) => {
      const f = new Fields(await jsonBody(request));
      const type = f.requiredText('type', 'Type', 100, 'Type is required');
      const title = f.requiredText('title', 'Title', 255, 'Title is required');
      const message = f.requiredText('message', 'Message', 2000, 'Message is required');
      const priority = f.text('priority', 'Priority', 50) ?? 'medium';
      if (f.errors.length || !type || !title || !message) return invalid(f.errors);
      const row: Notification = {
        id: nextId('notifications'),
        type,
        priority,
        title,
        message,
        is_read: false,
        created_at: nowIso(),
      };
      db().notifications.push(row);
      return ok(row, { status: 201, message: 'Notification created' });
    }),
  ),

  http.patch(
    api('/notifications/:id/read'),
    secure<{ id: string }>(({ params }) => {
      const row = db().notifications.find((n) => n.id === intParam(params.id));
      if (!row) return notFound('Notification');
      row.is_read = true;
      return ok(row);
    }),
  ),

  http.delete(
    api('/notifications/:id'),
    secure<{ id: string }>(({ params }) => {
      const database = db();
      const row = database.notifications.find((n) => n.id === intParam(params.id));
      if (!row) return notFound('Notification');
      database.notifications = database.notifications.filter((n) => n.id !== row.id);
      return deleted(row.id, 'Notification deleted');
    }),
  ),
];
