// Bodies of the smart-link writes: the platform batch and the link settings (slug + theme).
import type { FieldError, SmartLinkTheme } from '@/api/types';
import type { Database, SmartLinkPlatformRow } from '../../db/schema';
import { DEFAULT_SMART_LINK_THEME, SMART_LINK_TEMPLATES } from '@/api/smartLinkTheme';
import {
  type Body,
  FieldErrors,
  has,
  isHttpUrl,
  isInteger,
  isNonBlank,
  isNullableString,
  isRecord,
} from '../../promotion/route';

export type PlatformInput = Omit<SmartLinkPlatformRow, 'id' | 'artist_id'>;

export function readPlatforms(body: Body): { platforms: PlatformInput[]; errors: FieldError[] } {
  const errors = new FieldErrors();
  if (!Array.isArray(body.platforms)) {
    errors.add('platforms', 'platforms must be a list');
    return { platforms: [], errors: errors.list };
  }
  const platforms: PlatformInput[] = [];
  body.platforms.forEach((entry: unknown, i) => {
    const at = `platforms[${i}]`;
    if (!isRecord(entry)) {
      errors.add(at, 'Each platform must be an object');
      return;
    }
    const before = errors.list.length;
    if (!isNonBlank(entry.platform_name)) errors.add(`${at}.platform_name`, 'Platform is required');
    if (!isHttpUrl(entry.profile_url))
      errors.add(`${at}.profile_url`, 'Profile URL must be a valid http(s) URL');
    if (has(entry, 'display_name') && !isNullableString(entry.display_name)) {
      errors.add(`${at}.display_name`, 'Display name must be text');
    }
    if (entry.platform_type !== 'streaming' && entry.platform_type !== 'social') {
      errors.add(`${at}.platform_type`, 'platform_type must be streaming or social');
    }
    if (!isInteger(entry.sort_order) || entry.sort_order < 0) {
      errors.add(`${at}.sort_order`, 'sort_order must be a whole number of 0 or more');
    }
    if (typeof entry.is_visible !== 'boolean')
      errors.add(`${at}.is_visible`, 'is_visible must be true or false');
    if (errors.list.length > before) return;
    platforms.push({
      platform_name: (entry.platform_name as string).trim(),
      profile_url: (entry.profile_url as string).trim(),
      display_name:
        typeof entry.display_name === 'string' ? entry.display_name.trim() || null : null,
      platform_type: entry.platform_type as PlatformInput['platform_type'],
      sort_order: entry.sort_order as number,
      is_visible: entry.is_visible as boolean,
    });
  });
  return { platforms, errors: errors.list };
}

/** Lowercase, runs of spaces turned into hyphens (as the screen does before sending). */
export const normaliseSlug = (slug: string): string =>
  slug.trim().toLowerCase().replace(/\s+/g, '-');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const COLORS = [
  'background_color',
  'text_color',
  'button_color',
  'button_text_color',
  'signature_color_overlay',
] as const;

/**
 * Slug and theme. The theme is merged over the stored one (or the defaults), so a partial
 * theme is accepted; image ids must be photos of this artist.
 */
export function readLinkSettings(
  database: Database,
  artistId: number,
  body: Body,
  storedTheme: SmartLinkTheme | null,
): { slug: string; theme: SmartLinkTheme; errors: FieldError[] } {
  const errors = new FieldErrors();
  const slug = typeof body.link_slug === 'string' ? normaliseSlug(body.link_slug) : '';
  if (!slug) errors.add('link_slug', 'Please enter a slug');
  else if (!SLUG.test(slug)) {
    errors.add('link_slug', 'The slug may contain only lowercase letters, numbers and hyphens');
  } else if (slug.length > 100) errors.add('link_slug', 'The slug must be at most 100 characters');
  const sent = isRecord(body.theme) ? body.theme : {};
  if (has(body, 'theme') && !isRecord(body.theme)) errors.add('theme', 'theme must be an object');
  const theme: SmartLinkTheme = { ...(storedTheme ?? DEFAULT_SMART_LINK_THEME) };
  if (has(sent, 'template_name')) {
    const name = SMART_LINK_TEMPLATES.find((t) => t === sent.template_name);
    if (name) theme.template_name = name;
    else errors.add('theme.template_name', 'Template must be minimal, bold or gradient');
  }
  for (const key of COLORS) {
    if (!has(sent, key)) continue;
    const value = sent[key];
    if (typeof value === 'string' && COLOR.test(value)) theme[key] = value;
    else errors.add(`theme.${key}`, 'Colours must be hex values such as #FF6B00');
  }
  if (has(sent, 'font_family')) {
    if (isNonBlank(sent.font_family)) theme.font_family = sent.font_family.trim();
    else errors.add('theme.font_family', 'Font is required');
  }
  for (const key of ['background_image_id', 'signature_image_id'] as const) {
    if (!has(sent, key)) continue;
    const value = sent[key];
    if (value === null) theme[key] = null;
    else if (
      isInteger(value) &&
      database.mediaFiles.some(
        (m) => m.id === value && m.artist_id === artistId && m.file_type === 'photo',
      )
    ) {
      theme[key] = value;
    } else errors.add(`theme.${key}`, 'Image must be one of the artist’s photos');
  }
  if (has(sent, 'use_signature')) {
    const value = sent.use_signature;
    // Booleans are tolerated and stored as the contract's 0/1.
    if (value === 0 || value === 1 || typeof value === 'boolean')
      theme.use_signature = value ? 1 : 0;
    else errors.add('theme.use_signature', 'use_signature must be 0 or 1');
  }
  if (has(sent, 'custom_css')) {
    if (isNullableString(sent.custom_css)) theme.custom_css = sent.custom_css?.trim() || null;
    else errors.add('theme.custom_css', 'Custom CSS must be text');
  }
  return { slug, theme, errors: errors.list };
}
