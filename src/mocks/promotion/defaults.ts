// The promotion side's fixed values from the specification. Those the app reads too (settings,
// voice card and smart-link defaults, the platforms' rules, the budget ceiling) are in src/api/
// and only read here: GET /settings answers DEFAULT_SETTINGS until something is saved, reset
// writes them back (defaultSettings), and the seed and campaign creation schedule posts with
// them.
import { PLATFORMS } from '../../api/campaignVocabulary';
import { PLATFORM_RULES, type PlatformRules } from '../../api/platformRules';
import { DEFAULT_SETTINGS, type SettingsGroups } from '../../api/settingsDefaults';
import type { Platform } from '../../api/types';

export type StoredSettings = SettingsGroups;

/** A fresh copy, so no caller can change the defaults by editing what it was given. */
export const defaultSettings = (): StoredSettings => structuredClone(DEFAULT_SETTINGS);

/** Budget split when the launch date has already passed (the campaign is ongoing). */
export const ONGOING_PHASE_SPLIT = { pre_launch: 0, launch: 30, post_launch: 70 } as const;

const limitsPerPlatform = <T>(limit: (rules: PlatformRules) => T): Record<Platform, T> =>
  Object.fromEntries(
    PLATFORMS.map((platform) => [platform, limit(PLATFORM_RULES[platform])]),
  ) as Record<Platform, T>;

/** Caption length per platform, from the platforms' rules the app's editors check too. */
export const CAPTION_LIMITS = limitsPerPlatform((rules) => rules.caption.characters);
export const INSTAGRAM_MAX_HASHTAGS = PLATFORM_RULES.instagram.caption.hashtags;

/** Upload limits per platform; null where the platform takes no such file. */
export const MEDIA_LIMITS = limitsPerPlatform((rules) => ({
  image: rules.image?.maxBytes ?? null,
  video: rules.video.maxBytes,
}));
