// The promotion side's fixed values from the specification, defined once: GET /settings answers
// DEFAULT_SETTINGS until something is saved, reset writes them back, and the seed and campaign
// creation schedule posts with them.
import type {
  ContentLanguage,
  Platform,
  Settings,
  SmartLinkTheme,
  VoiceCard,
} from '../../api/types';

export type StoredSettings = Omit<Settings, 'postTemplates'>;

export const DEFAULT_SETTINGS: StoredSettings = {
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

/** A fresh copy, so no caller can change the defaults by editing what it was given. */
export const defaultSettings = (): StoredSettings => structuredClone(DEFAULT_SETTINGS);

export const PLATFORMS: readonly Platform[] = ['facebook', 'instagram', 'tiktok', 'youtube'];
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['en', 'fr-ca', 'fr-fr', 'es'];
export const MAX_CAMPAIGN_BUDGET = 50_000;
export const CURRENCY = 'CAD';

/** Budget split when the launch date has already passed (the campaign is ongoing). */
export const ONGOING_PHASE_SPLIT = { pre_launch: 0, launch: 30, post_launch: 70 } as const;

export const CAPTION_LIMITS: Record<Platform, number> = {
  instagram: 2200,
  facebook: 63206,
  tiktok: 2200,
  youtube: 5000,
};
export const INSTAGRAM_MAX_HASHTAGS = 30;

const MB = 1024 * 1024;
/** Upload limits per platform; null where the platform takes no such file. */
export const MEDIA_LIMITS: Record<Platform, { image: number | null; video: number }> = {
  instagram: { image: 8 * MB, video: 100 * MB },
  facebook: { image: 4 * MB, video: 1024 * MB },
  tiktok: { image: null, video: 500 * MB },
  youtube: { image: null, video: 256 * 1024 * MB },
};

export type VoiceCardFields = Omit<VoiceCard, 'exists'>;

export const DEFAULT_PLATFORM_NUANCES = [
  'Instagram: polished and visual, 3 to 5 hashtags, line breaks for readability.',
  'TikTok: casual and playful, hook in the first line, 2 to 3 hashtags.',
  'Facebook: conversational, a little more context, one clear call to listen.',
].join('\n');

export const VOICE_CARD_DEFAULTS: VoiceCardFields = {
  lexicon: '',
  emoji_style: 'medium',
  casing_rules: '',
  cadence_notes: '',
  funny: 5,
  humble: 7,
  flex: 5,
  poetic: 6,
  technical: 2,
  mysterious: 3,
  taboos: '',
  factual_boundaries: '',
  platform_nuances: DEFAULT_PLATFORM_NUANCES,
};

export const VOICE_SLIDERS = [
  'funny',
  'humble',
  'flex',
  'poetic',
  'technical',
  'mysterious',
] as const;

export const DEFAULT_SMART_LINK_THEME: SmartLinkTheme = {
  template_name: 'minimal',
  background_color: '#000000',
  text_color: '#FFFFFF',
  button_color: '#FF6B00',
  button_text_color: '#FFFFFF',
  font_family: 'Montserrat',
  background_image_id: null,
  use_signature: 0,
  signature_image_id: null,
  signature_color_overlay: '#FFFFFF',
  custom_css: null,
};

export const STREAMING_PLATFORMS = [
  'Spotify',
  'Apple Music',
  'Deezer',
  'YouTube Music',
  'Amazon Music',
  'Tidal',
  'SoundCloud',
  'Bandcamp',
  'Audiomack',
] as const;

export const SOCIAL_PLATFORMS = [
  'Instagram',
  'TikTok',
  'Facebook',
  'Twitter/X',
  'YouTube',
  'Threads',
  'Snapchat',
  'LinkedIn',
  'Website',
] as const;
