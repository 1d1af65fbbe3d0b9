// Field rules of the Create Facebook Post dialog (spec 5, Facebook post): a message is required,
// the link must be an http(s) URL, a scheduled time must lie ahead. Messages are i18n keys.
import type { Validator } from 'react-admin';
import { now } from '@/lib/clock';
import { httpUrl as webAddress } from '@/lib/safeUrl';

const KEYS = 'app.artists.facebook_post.validation';

export const requiredMessage: Validator = Object.assign(
  // Spaces alone are no message: the server trims them and refuses the empty rest.
  (value: unknown) =>
    typeof value === 'string' && value.trim() ? undefined : `${KEYS}.message_required`,
  { isRequired: true },
);

export const isHttpUrl = (value: string): boolean => webAddress(value) !== null;

export const httpUrl: Validator = (value: unknown) =>
  typeof value !== 'string' || !value.trim() || isHttpUrl(value) ? undefined : `${KEYS}.link_url`;

export const futureDateTime: Validator = (value: unknown) => {
  if (typeof value !== 'string' || !value) return undefined;
  const at = new Date(value).getTime();
  return Number.isNaN(at) || at <= now() ? `${KEYS}.scheduled_future` : undefined;
};

/** The contract's date-time for a local `YYYY-MM-DDTHH:mm` value, in UTC without milliseconds. */
export const toScheduledPublishTime = (value: string): string =>
  new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
