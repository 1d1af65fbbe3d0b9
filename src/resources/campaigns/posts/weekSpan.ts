import type { CampaignPost } from '@/api/types';

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Days counted in UTC: a daylight-saving change between two dates must not shorten a day.
const dayNumber = (date: string): number | null => {
  const match = DATE.exec(date);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS : null;
};

/**
 * The weeks a campaign's posts span (spec 2): the days between the first and the last scheduled
 * date, in weeks rounded up, and 1 when they fall on the same day; null without a dated post.
 */
export function weekSpan(posts: readonly Pick<CampaignPost, 'scheduled_date'>[]): number | null {
  const days = posts
    .map((post) => dayNumber(post.scheduled_date))
    .filter((day): day is number => day !== null);
  if (days.length === 0) return null;
  const span = Math.max(...days) - Math.min(...days);
  return Math.max(1, Math.ceil(span / 7));
}
