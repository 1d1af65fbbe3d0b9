// Durations display as m:ss everywhere (spec 9): minutes are not capped at 59, so a one-hour
// track reads 60:00, the way music players show it.

/** `seconds` as m:ss, rounded to the second; '' when there is no usable duration. */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
