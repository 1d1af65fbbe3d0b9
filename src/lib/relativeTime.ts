// "5m ago", "2 days ago", "3 weeks ago" (spec 2, notification bell); a month and more shows
// the date itself, because "7 weeks ago" is harder to place than a calendar date.
import { useCallback } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { now } from './clock';
import { toDate, useFormatDate } from './dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const KEY = 'app.notifications.time';

type DateInput = string | number | Date;

/**
 * How long before `now` `value` was, in words of the current language. Future instants (a clock
 * slightly ahead of ours) count as "Just now"; `formatDate` renders dates 30 days old and more.
 * An invalid date gives "".
 */
export function formatRelativeTime(
  value: DateInput,
  now: DateInput,
  translate: TranslateFunction,
  formatDate: (date: Date) => string,
): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const elapsed = Math.max(0, reference.getTime() - date.getTime());
  if (elapsed < MINUTE) return translate(`${KEY}.just_now`);
  if (elapsed < HOUR) return translate(`${KEY}.minutes_ago`, { n: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return translate(`${KEY}.hours_ago`, { n: Math.floor(elapsed / HOUR) });
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return translate(`${KEY}.day_ago`, { n: 1 });
  if (days < 7) return translate(`${KEY}.days_ago`, { n: days });
  if (days < 14) return translate(`${KEY}.week_ago`);
  if (days < 30) return translate(`${KEY}.weeks_ago`, { n: Math.floor(days / 7) });
  return formatDate(date);
}

/** `formatRelativeTime` against the app's clock (src/lib/clock.ts), in the interface language. */
export function useRelativeTime(): (value: DateInput) => string {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  return useCallback(
    (value) => formatRelativeTime(value, now(), translate, (date) => formatDate(date)),
    [translate, formatDate],
  );
}
