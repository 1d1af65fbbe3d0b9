import { describe, expect, it } from 'vitest';
import type { CampaignPost } from '@/api/types';
import { bySchedule, scheduleOf } from './postSchedule';

describe('post schedule', () => {
  const post = (id: number, scheduled_date: string, scheduled_time: string) =>
    ({ id, scheduled_date, scheduled_time }) as CampaignPost;

  it('reads the date and time as local ones', () => {
    expect(scheduleOf(post(1, '2026-11-27', '18:30'))).toEqual(new Date(2026, 10, 27, 18, 30));
    expect(scheduleOf(post(1, '2026-11-27', '09:05:00'))).toEqual(new Date(2026, 10, 27, 9, 5));
    expect(scheduleOf(post(1, 'soon', '09:00'))).toBeNull();
  });

  it('orders by date, then time (9:00 before 18:00), then id', () => {
    const posts = [
      post(4, '2026-11-28', '08:00'),
      post(3, '2026-11-27', '18:00'),
      post(2, '2026-11-27', '9:00'),
      post(1, '2026-11-27', '18:00'),
    ];
    expect([...posts].sort(bySchedule).map((p) => p.id)).toEqual([2, 1, 3, 4]);
  });
});
