import type { CampaignPost } from '@/api/types';

export interface ScheduleParts {
  scheduled_date: string;
  scheduled_time: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The contract's date and time of a calendar moment. The calendar shows posts at their campaign's
 * local date and time (see scheduleOf), so the moment is read back in local terms, not UTC.
 */
export const schedulePartsOf = (date: Date): ScheduleParts => ({
  scheduled_date: `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`,
  scheduled_time: `${two(date.getHours())}:${two(date.getMinutes())}`,
});

/** "9:00" and "09:00:00" are the same time as "09:00". */
const hhmm = (time: string | null | undefined) => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : '';
};

/** Whether a post as the server answered is at the requested date and time. */
export const isScheduledAt = (
  post: Partial<Pick<CampaignPost, 'scheduled_date' | 'scheduled_time'>> | undefined,
  wanted: ScheduleParts,
): boolean =>
  post?.scheduled_date === wanted.scheduled_date &&
  hhmm(post.scheduled_time) === wanted.scheduled_time;
