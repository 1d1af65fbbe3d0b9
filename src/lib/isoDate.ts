// Dates in files and on the wire are the contract's `format: date` (YYYY-MM-DD): 03/04/2024
// reads as March or April depending on who typed it, so only the unambiguous form is taken.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a YYYY-MM-DD date that exists on the calendar. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
