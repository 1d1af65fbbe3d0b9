// The label's settings before anyone saves them (spec 02 §9, the contract's defaults), and the
// values and ranges each setting may take. One copy for the app (the settings screen's choices,
// hints and blank-field fallbacks, the campaign wizard's budget floor) and for the demo API,
// which answers GET /settings with the defaults until a save, writes them back on reset, and
// checks a save against the same lists and ranges.
import { contractList } from './contractList';
import type { Settings } from './types';

/** The settings without their post templates, which are edited and stored apart. */
export type SettingsGroups = Omit<Settings, 'postTemplates'>;

export const DEFAULT_SETTINGS: Readonly<SettingsGroups> = {
  campaignSettings: {
    phase_distribution: { pre_launch: 50, launch: 25, post_launch: 25 },
    platform_allocation: { meta: 45, tiktok: 35, youtube: 20 },
    default_campaign_duration: 49,
    min_budget_per_campaign: 100,
  },
  aiConfiguration: {
    model: 'gpt-4',
    temperature: 0.7,
    max_tokens: 500,
    safety_level: 'medium',
    enable_fact_checking: true,
    default_post_tone: 'professional_friendly',
  },
  systemConfiguration: {
    default_posting_times: {
      facebook: ['09:00', '15:00', '19:00'],
      instagram: ['11:00', '14:00', '20:00'],
      tiktok: ['16:00', '18:00', '21:00'],
      youtube: ['12:00', '17:00', '20:30'],
    },
    supported_languages: ['en', 'fr', 'es'],
    voice_card_defaults: { energy: 70, professionalism: 80, creativity: 75, authenticity: 85 },
    campaign_auto_start: false,
  },
};

type CampaignGroup = SettingsGroups['campaignSettings'];
type AiGroup = SettingsGroups['aiConfiguration'];
type SystemGroup = SettingsGroups['systemConfiguration'];

// The closed lists and ranges of the settings: the screen offers these values and no others, and
// the demo API refuses a save outside them, as the real API does.

export const PHASES = contractList<keyof CampaignGroup['phase_distribution']>()([
  'pre_launch',
  'launch',
  'post_launch',
]);
export const ALLOCATIONS = contractList<keyof CampaignGroup['platform_allocation']>()([
  'meta',
  'tiktok',
  'youtube',
]);
export const MODELS = contractList<AiGroup['model']>()([
  'gpt-5',
  'gpt-5-nano',
  'gpt-4',
  'gpt-4-turbo',
  'gpt-3.5-turbo',
]);
export const SAFETY_LEVELS = contractList<AiGroup['safety_level']>()(['low', 'medium', 'high']);
export const TONES = contractList<AiGroup['default_post_tone']>()([
  'professional_friendly',
  'casual_authentic',
  'energetic_engaging',
  'artistic_creative',
  'minimal_sophisticated',
]);
export const SUPPORTED_LANGUAGES = contractList<SystemGroup['supported_languages'][number]>()([
  'en',
  'fr',
  'es',
  'de',
  'it',
  'pt',
]);
export const VOICE_DEFAULTS = contractList<keyof SystemGroup['voice_card_defaults']>()([
  'energy',
  'professionalism',
  'creativity',
  'authenticity',
]);

/** The contract's minimum and maximum of each number (percentages and voice values included). */
export const SETTINGS_BOUNDS = {
  percent: { min: 0, max: 100 },
  duration: { min: 1, max: 90 },
  minBudget: { min: 50, max: 10_000 },
  maxTokens: { min: 50, max: 2000 },
  temperature: { min: 0, max: 1 },
  voice: { min: 0, max: 100 },
} as const;
