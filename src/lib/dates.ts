// Dates follow the interface language through Intl, with the options react-admin's DateField
// is given in LocaleDateField: a list cell and a date inside a sentence read the same
// ("Nov 21, 2026", "21 nov. 2026", "21 nov 2026").
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

export type DateInput = string | number | Date | null | undefined;

/** A date alone, the locale's medium style. */
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
/**
 * A time of day: the language's own clock, the same in every list, calendar and drawer
 * ("9:00 AM" in English, "09:00" in French, "9:00" in Spanish).
 */
export const TIME_OPTIONS: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
/** A date and its time of day. */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
};

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant of an API value, or null for an empty or invalid one. A calendar date without a
 * time ("2026-12-01", a release date) is that day where the user is: read as UTC midnight,
 * it would show the day before west of Greenwich.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const day = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Intl's formatters by language and options, kept: building one costs many times more than
 * formatting with it, and a table or a calendar formats hundreds of dates in one render (the
 * posts calendar spent most of a view switch building them, issue 22). Keyed by the options
 * object itself: the shared ones above are constants.
 */
const formatters = new Map<string, WeakMap<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>>();

function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byOptions = formatters.get(locale);
  if (!byOptions) {
    byOptions = new WeakMap();
    formatters.set(locale, byOptions);
  }
  let formatter = byOptions.get(options);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    byOptions.set(options, formatter);
  }
  return formatter;
}

/** `value` in `locale`; an empty or invalid value gives "". */
export function formatDate(
  value: DateInput,
  locale: string,
  options: Intl.DateTimeFormatOptions = DATE_OPTIONS,
): string {
  const date = toDate(value);
  return date ? formatterFor(locale, options).format(date) : '';
}

const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/**
 * A contract's time of day ("09:00", "18:30:00") in `locale`'s clock; anything else is shown as
 * it is, so that nothing the user typed disappears.
 */
export function formatTimeOfDay(value: string, locale: string): string {
  const time = TIME_OF_DAY.exec(value);
  if (!time) return value;
  // Any day will do: only the hours and minutes are shown.
  return formatDate(new Date(2000, 0, 1, Number(time[1]), Number(time[2])), locale, TIME_OPTIONS);
}

/**
 * `formatDate` in the current interface language, for text: a value in a list of facts, a
 * `<time>` element, the date a relative time falls back to. A record's field in a list is
 * react-admin's DateField (components/LocaleDateField.tsx).
 */
export function useFormatDate(): (
  value: DateInput,
  options?: Intl.DateTimeFormatOptions,
) => string {
  const [locale] = useLocaleState();
  return useCallback((value, options) => formatDate(value, locale, options), [locale]);
}
