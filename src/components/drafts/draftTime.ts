import { now } from '../../lib/clock';
import { formatDate } from '../../lib/dates';

export interface DraftTime {
  /** Saved today (on the app clock): the time of day says enough. */
  today: boolean;
  text: string;
}

/** When a draft was saved, in `locale`: the time of day, with the date when it was not today. */
export function formatDraftTime(savedAt: number, locale: string): DraftTime {
  const saved = new Date(savedAt);
  const today = saved.toDateString() === new Date(now()).toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { timeStyle: 'short' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return { today, text: formatDate(saved, locale, options) };
}
