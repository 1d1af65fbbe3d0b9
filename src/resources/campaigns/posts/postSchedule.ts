import type { CampaignPost } from '@/api/types';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})/;

/**
 * The moment a post is scheduled for. Its date and time are the campaign's local ones, so they
 * are read as such (not as UTC): 18:00 shows 18:00 wherever the user is.
 */
export function scheduleOf(post: Pick<CampaignPost, 'scheduled_date' | 'scheduled_time'>) {
  const day = DATE.exec(post.scheduled_date ?? '');
  if (!day) return null;
  const time = TIME.exec(post.scheduled_time ?? '');
  const date = new Date(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    time ? Number(time[1]) : 0,
    time ? Number(time[2]) : 0,
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The spec's order: scheduled date, then time, ascending ("9:00" before "18:00"). */
export const bySchedule = (a: CampaignPost, b: CampaignPost): number =>
  (scheduleOf(a)?.getTime() ?? 0) - (scheduleOf(b)?.getTime() ?? 0) || a.id - b.id;
