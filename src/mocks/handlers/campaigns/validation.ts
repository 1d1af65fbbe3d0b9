// Validation of campaign create (every required field, contract defaults for the rest) and
// update (only the fields sent). Field names in errors are the request's snake_case names.
import {
  CAMPAIGN_STATUSES,
  CONTENT_LANGUAGES,
  MATERIALS_LANGUAGES,
  MAX_CAMPAIGN_BUDGET,
  PLATFORMS,
  PRODUCTION_LANGUAGES,
} from '@/api/campaignVocabulary';
import type { FieldError } from '@/api/types';
import type { CampaignRow, Database } from '../../db/schema';
import { currentSettings } from '../../promotion/campaignData';
import { parseIsoDate } from '../../promotion/dates';
import { type Body, FieldErrors, has, isInteger, isNonBlank } from '../../promotion/route';

type Writable = Omit<CampaignRow, 'id' | 'created_at' | 'currency' | 'generation_settings'>;

function readList<T extends string>(
  errors: FieldErrors,
  field: string,
  value: unknown,
  allowed: readonly T[],
  what: string,
): T[] | undefined {
  if (!Array.isArray(value) || value.length === 0) {
    errors.add(field, `Select at least one ${what}`);
    return undefined;
  }
  const bad = value.find((v) => !allowed.includes(v as T));
  if (bad !== undefined) {
    errors.add(field, `Unsupported ${what}: ${String(bad)}. Use ${allowed.join(', ')}`);
    return undefined;
  }
  if (new Set(value).size !== value.length) {
    errors.add(field, `Each ${what} may appear only once`);
    return undefined;
  }
  return value as T[];
}

function readEnum<T extends string>(
  errors: FieldErrors,
  field: string,
  value: unknown,
  allowed: readonly T[],
): T | undefined {
  if (typeof value === 'string' && allowed.includes(value as T)) return value as T;
  errors.add(field, `${field} must be one of ${allowed.join(', ')}`);
  return undefined;
}

/**
 * The campaign fields of a create (current null) or update body, or the field errors. Budget
 * bounds come from the saved settings (min_budget_per_campaign) and the contract (50000).
 */
export function readCampaignFields(
  database: Database,
  body: Body,
  current: CampaignRow | null,
): { fields: Partial<Writable>; errors: FieldError[] } {
  const creating = current === null;
  const errors = new FieldErrors();
  const fields: Partial<Writable> = {};
  const wants = (key: string) => creating || has(body, key);

  if (wants('name')) {
    if (isNonBlank(body.name)) fields.name = body.name.trim();
    else errors.add('name', 'Campaign name is required');
  }
  if (has(body, 'description')) {
    if (body.description === null || typeof body.description === 'string') {
      fields.description = body.description?.trim() || null;
    } else errors.add('description', 'Description must be text');
  }
  if (wants('artist_id')) {
    if (!isInteger(body.artist_id)) errors.add('artist_id', 'Artist is required');
    else if (!database.artists.some((a) => a.id === body.artist_id)) {
      errors.add('artist_id', 'Artist not found');
    } else fields.artist_id = body.artist_id;
  }
  // A new artist needs an album of its own, so album_id is checked whenever either changes.
  if (wants('album_id') || has(body, 'artist_id')) {
    const albumId = has(body, 'album_id') ? body.album_id : current?.album_id;
    const artistId = fields.artist_id ?? current?.artist_id;
    const album = database.albums.find((a) => a.id === albumId);
    if (!isInteger(albumId)) errors.add('album_id', 'Album is required');
    else if (!album) errors.add('album_id', 'Album not found');
    else if (artistId !== undefined && album.artist_id !== artistId) {
      errors.add('album_id', 'Album does not belong to the selected artist');
    } else fields.album_id = albumId;
  }
  if (wants('launch_date')) {
    if (parseIsoDate(body.launch_date) !== null) fields.launch_date = body.launch_date as string;
    else errors.add('launch_date', 'Launch date must be a valid date (YYYY-MM-DD)');
  }
  if (wants('total_budget')) {
    const min = currentSettings(database).campaignSettings.min_budget_per_campaign;
    const budget = body.total_budget;
    if (typeof budget !== 'number' || !Number.isFinite(budget)) {
      errors.add('total_budget', 'Budget is required');
    } else if (budget < min) errors.add('total_budget', `Budget must be at least ${min} CAD`);
    else if (budget > MAX_CAMPAIGN_BUDGET) {
      errors.add('total_budget', `Budget cannot exceed ${MAX_CAMPAIGN_BUDGET} CAD`);
    } else fields.total_budget = budget;
  }
  if (has(body, 'languages')) {
    fields.languages = readList(errors, 'languages', body.languages, CONTENT_LANGUAGES, 'language');
  } else if (creating) fields.languages = ['en'];
  if (has(body, 'target_platforms')) {
    fields.target_platforms = readList(
      errors,
      'target_platforms',
      body.target_platforms,
      PLATFORMS,
      'platform',
    );
  } else if (creating) fields.target_platforms = [...PLATFORMS];
  if (has(body, 'production_description_language')) {
    fields.production_description_language = readEnum(
      errors,
      'production_description_language',
      body.production_description_language,
      PRODUCTION_LANGUAGES,
    );
  } else if (creating) fields.production_description_language = 'en';
  if (has(body, 'artist_materials_language')) {
    fields.artist_materials_language = readEnum(
      errors,
      'artist_materials_language',
      body.artist_materials_language,
      MATERIALS_LANGUAGES,
    );
  } else if (creating) fields.artist_materials_language = 'fr-ca';
  for (const flag of ['has_music_video', 'has_lyrics_video', 'include_live_posts'] as const) {
    if (!has(body, flag)) continue;
    if (typeof body[flag] === 'boolean') fields[flag] = body[flag];
    else errors.add(flag, `${flag} must be true or false`);
  }
  if (creating) {
    fields.has_lyrics_video ??= false;
    // The contract's default (music video) only applies when no lyrics video was chosen.
    fields.has_music_video ??= !fields.has_lyrics_video;
    fields.include_live_posts ??= false;
  }
  const musicVideo = fields.has_music_video ?? current?.has_music_video;
  const lyricsVideo = fields.has_lyrics_video ?? current?.has_lyrics_video;
  if (musicVideo && lyricsVideo) {
    errors.add('has_lyrics_video', 'Choose either a music video or a lyrics video, not both');
  }
  if (!creating && has(body, 'status')) {
    fields.status = readEnum(errors, 'status', body.status, CAMPAIGN_STATUSES);
  }
  return { fields, errors: errors.list };
}
