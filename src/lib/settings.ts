// The label's settings (GET /settings) as more than one screen reads them: the spec's defaults
// (02 §9), which the settings screen offers and the campaign wizard falls back on, and the one
// query key under which the answer is cached, so a save on one screen is seen by the other.
import type { Settings } from '../api/types';

export type SettingsGroups = Omit<Settings, 'postTemplates'>;

export const SETTINGS_QUERY_KEY = ['settings'];

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
