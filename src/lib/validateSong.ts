// Client-side checks of spec 5, as one form-level validate: react-hook-form ignores input-level
// validators once a form has a resolver. Messages are i18n keys, with their arguments.
import { SONG_DURATION, SONG_TEXT_LIMITS, type SongTextField } from './songLimits';

export const SONG_VALIDATION = {
  titleRequired: 'app.songs.form.validation.title_required',
  tooLong: 'app.songs.form.validation.too_long',
  durationRange: 'app.songs.form.validation.duration_range',
  durationWhole: 'app.songs.form.validation.duration_whole',
} as const;

export interface SongMessage {
  message: string;
  args: Record<string, number>;
}

export type SongErrors = Partial<Record<SongTextField | 'duration_seconds', string | SongMessage>>;

const FIELDS = Object.keys(SONG_TEXT_LIMITS) as SongTextField[];

/** The duration as a number, or null when none was given (it is optional). */
function durationOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'number' ? value : Number(value);
}

export function validateSong(values: Record<string, unknown>): SongErrors {
  const errors: SongErrors = {};
  for (const field of FIELDS) {
    const value = values[field];
    const max = SONG_TEXT_LIMITS[field];
    if (typeof value === 'string' && value.length > max) {
      errors[field] = { message: SONG_VALIDATION.tooLong, args: { max } };
    }
  }
  if (typeof values.title !== 'string' || values.title.trim() === '') {
    errors.title = SONG_VALIDATION.titleRequired;
  }

  const duration = durationOf(values.duration_seconds);
  if (duration !== null) {
    if (
      !Number.isFinite(duration) ||
      duration < SONG_DURATION.min ||
      duration > SONG_DURATION.max
    ) {
      errors.duration_seconds = {
        message: SONG_VALIDATION.durationRange,
        args: { ...SONG_DURATION },
      };
    } else if (!Number.isInteger(duration)) {
      errors.duration_seconds = SONG_VALIDATION.durationWhole;
    }
  }
  return errors;
}
