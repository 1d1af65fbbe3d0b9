// The values the forms keep and send stay the contract's texts ("2026-12-24", "14:30", a local
// "2026-12-24T14:30"); the pickers work on dates. These turn one into the other, in local time
// like the inputs they replace.
import { isValid } from 'date-fns/isValid';

export type PickerKind = 'day' | 'time' | 'dateTime';

/**
 * What a field holds while the user is still typing (a section left blank, "31 February"): not a
 * value any rule accepts, so the form says so instead of sending it.
 */
export const UNFINISHED = 'unfinished';

const PATTERNS: Record<PickerKind, RegExp> = {
  day: /^(\d{4})-(\d{2})-(\d{2})$/,
  time: /^(\d{2}):(\d{2})$/,
  dateTime: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/,
};

/** The date a text stands for, or null when there is none (blank, unfinished, not a date). */
export function dateOfText(kind: PickerKind, text: string): Date | null {
  const parts = PATTERNS[kind].exec(text)?.slice(1).map(Number);
  if (!parts) return null;
  // A time alone is set on a fixed day: only its hours and minutes are read back.
  const [year, month, day, hours = 0, minutes = 0] =
    kind === 'time' ? [2000, 1, 1, ...parts] : parts;
  const date = new Date(year!, month! - 1, day, hours, minutes);
  // "2026-02-31" or "25:00" would roll over to another date: they are none.
  return textOfDate(kind, date) === text ? date : null;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The contract's text for a date: blank for none, `unfinished` for one still being typed (where
 * blank means "none" harmlessly, a form may ask for blank instead).
 */
export function textOfDate(kind: PickerKind, date: Date | null, unfinished = UNFINISHED): string {
  if (date === null) return '';
  if (!isValid(date)) return unfinished;
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  const time = `${two(date.getHours())}:${two(date.getMinutes())}`;
  if (kind === 'day') return day;
  return kind === 'time' ? time : `${day}T${time}`;
}
