// The single-field fixes typed in a group's table: the same checks and messages as the forms
// (and the import, for the ISRC, which no form edits), and the value as the save sends it.
import { isValidEmail } from '@/lib/email';
import { isIsoDate } from '@/lib/isoDate';
import { normalizeIsrc } from '@/lib/isrc';
import { upcError } from '@/lib/upc';
import { validateSong } from '@/lib/validateSong';
import type { HealthFix, HealthKind } from '@/components/catalogueHealth/model/types';

export type InlineField = Extract<HealthFix, { type: 'inline' }>['field'];

export interface FixMessage {
  message: string;
  args?: Record<string, unknown>;
}

const REQUIRED: FixMessage = { message: 'app.catalogue_health.inline.required' };

/**
 * The fields each resource's update (the API contract's SongUpdate, AlbumUpdate, ArtistInput)
 * takes. A song's ISRC and release date are not among them: the server would answer with the
 * song unchanged, so those findings are fixed elsewhere and no input is offered.
 */
const SAVABLE: Partial<Record<HealthKind, readonly InlineField[]>> = {
  songs: ['duration_seconds'],
  albums: ['upc', 'release_date'],
  artists: ['email'],
};

export const canSaveInline = (kind: HealthKind, field: InlineField): boolean =>
  SAVABLE[kind]?.includes(field) ?? false;

/** What is wrong with `typed` for `field`, as the form would say it; null when it can be saved. */
export function inlineFixError(field: InlineField, typed: string): FixMessage | null {
  const value = typed.trim();
  if (!value) {
    return field === 'email' ? { message: 'app.artists.form.validation.email_required' } : REQUIRED;
  }
  switch (field) {
    case 'isrc':
      return normalizeIsrc(value)
        ? null
        : { message: 'app.catalogue_import.validation.isrc_invalid', args: { value } };
    case 'upc': {
      const error = upcError(value);
      return error ? { message: error.message, args: error.args } : null;
    }
    case 'email':
      return isValidEmail(value) ? null : { message: 'app.artists.form.validation.email_invalid' };
    case 'release_date':
      return isIsoDate(value)
        ? null
        : { message: 'app.catalogue_import.validation.date_invalid', args: { value } };
    case 'duration_seconds': {
      const error = validateSong({ title: '-', duration_seconds: value }).duration_seconds;
      if (!error) return null;
      return typeof error === 'string' ? { message: error } : error;
    }
  }
}

/** The value as it is saved (and then compared with what the server kept). */
export function inlineFixValue(field: InlineField, typed: string): string | number {
  const value = typed.trim();
  switch (field) {
    case 'isrc':
      return normalizeIsrc(value) ?? value;
    case 'duration_seconds':
      return Number(value);
    default:
      return value;
  }
}

/** The value an input starts from: the finding's own, when it is one to correct. */
export function initialInput(field: InlineField, value: string | null | undefined): string {
  if (!value) return '';
  if (field === 'release_date') return isIsoDate(value) ? value : '';
  if (field === 'duration_seconds') return /^\d+$/.test(value) ? value : '';
  return value;
}
