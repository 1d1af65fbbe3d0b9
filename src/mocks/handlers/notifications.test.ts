import { beforeEach, describe, expect, it } from 'vitest';
import { call, signIn } from '@tests/helpers/apiSession';
import type { Notification } from '../../api/types';
import { db } from '../db/database';

let token = '';
beforeEach(async () => {
  token = (await signIn()).accessToken;
});

const unreadCount = async () =>
  (await call<{ data: { count: number } }>('GET', '/notifications/unread-count', { token })).body
    .data.count;

describe('demo API: notifications', () => {
  it('lists the newest 20 by default, or as many as asked', async () => {
    const res = await call<{ data: Notification[] }>('GET', '/notifications', { token });
    expect(res.body.data).toHaveLength(20);
    const dates = res.body.data.map((n) => Date.parse(n.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const five = await call<{ data: Notification[] }>('GET', '/notifications?limit=5', { token });
    expect(five.body.data.map((n) => n.id)).toEqual(res.body.data.slice(0, 5).map((n) => n.id));
    expect((await call('GET', '/notifications?limit=101', { token })).status).toBe(400);
  });

  it('counts unread notifications and marks them all read', async () => {
    const unread = db().notifications.filter((n) => !n.is_read).length;
    expect(unread).toBeGreaterThan(0);
    expect(await unreadCount()).toBe(unread);
    const res = await call<{ data: { updated: number } }>('PATCH', '/notifications/read-all', {
      token,
    });
    expect(res.body.data).toEqual({ updated: unread });
    expect(await unreadCount()).toBe(0);
  });

  it('marks one as read and deletes one', async () => {
    const target = db().notifications.find((n) => !n.is_read);
    const before = await unreadCount();
    const read = await call<{ data: Notification }>('PATCH', `/notifications/${target?.id}/read`, {
      token,
    });
    expect(read.body.data).toMatchObject({ id: target?.id, is_read: true });
    expect(await unreadCount()).toBe(before - 1);
    const gone = await call<{ data: { id: number } }>('DELETE', `/notifications/${target?.id}`, {
      token,
    });
    expect(gone.body.data).toEqual({ id: target?.id });
    expect((await call('DELETE', `/notifications/${target?.id}`, { token })).status).toBe(404);
  });

  it('creates one with medium priority by default', async () => {
    const res = await call<{ data: Notification }>('POST', '/notifications', {
      token,
      body: { type: 'payment_pending', title: 'Royalty payment pending', message: 'Q3 statement' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ priority: 'medium', is_read: false });
    const first = await call<{ data: Notification[] }>('GET', '/notifications?limit=1', { token });
    expect(first.body.data[0].id).toBe(res.body.data.id);
    const invalid = await call('POST', '/notifications', { token, body: { type: 'x' } });
    expect(invalid.status).toBe(400);
  });
});
