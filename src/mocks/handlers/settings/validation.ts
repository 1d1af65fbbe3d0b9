// PUT /settings: each group sent is merged over the stored one (nested objects too, so a
// client that sends only what changed is served as well as one that sends whole groups), then
// every range of the contract is checked. Percent groups need not total 100.
import { PLATFORMS } from '@/api/campaignVocabulary';
import {
  ALLOCATIONS,
  MODELS,
  PHASES,
  SAFETY_LEVELS,
  SETTINGS_BOUNDS,
  SUPPORTED_LANGUAGES,
  TONES,
  VOICE_DEFAULTS,
} from '@/api/settingsDefaults';
import type { FieldError } from '@/api/types';
import type { StoredSettings } from '../../promotion/defaults';
import { type Body, FieldErrors, isRecord } from '../../promotion/route';

const { percent, duration, minBudget, maxTokens, temperature, voice } = SETTINGS_BOUNDS;
const isOneOf = (values: readonly string[], value: unknown) => values.includes(value as string);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Shallow merge of a sent object over the stored one, one level deep for nested objects. */
function merge(stored: object, sent: unknown): Record<string, unknown> {
  if (!isRecord(sent)) return { ...stored };
  const out: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(sent)) {
    const before = out[key];
    out[key] = isRecord(value) && isRecord(before) ? { ...before, ...value } : value;
  }
  return out;
}

const inRange = (value: unknown, min: number, max: number, integer = false) =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= min &&
  value <= max &&
  (!integer || Number.isInteger(value));

function checkPercents(group: unknown, keys: readonly string[], path: string, errors: FieldErrors) {
  const values = isRecord(group) ? group : {};
  for (const key of keys) {
    if (!inRange(values[key], percent.min, percent.max))
      errors.add(`${path}.${key}`, `Must be a number from ${percent.min} to ${percent.max}`);
  }
}

function checkCampaign(group: Record<string, unknown>, errors: FieldErrors) {
  const p = 'campaignSettings';
  checkPercents(group.phase_distribution, PHASES, `${p}.phase_distribution`, errors);
  checkPercents(group.platform_allocation, ALLOCATIONS, `${p}.platform_allocation`, errors);
  if (!inRange(group.default_campaign_duration, duration.min, duration.max, true)) {
    errors.add(
      `${p}.default_campaign_duration`,
      `Default campaign duration must be ${duration.min} to ${duration.max} days`,
    );
  }
  if (!inRange(group.min_budget_per_campaign, minBudget.min, minBudget.max)) {
    errors.add(
      `${p}.min_budget_per_campaign`,
      `Minimum budget must be from ${minBudget.min} to ${minBudget.max}`,
    );
  }
}

function checkAi(group: Record<string, unknown>, errors: FieldErrors) {
  const p = 'aiConfiguration';
  if (!isOneOf(MODELS, group.model))
    errors.add(`${p}.model`, `Model must be one of ${MODELS.join(', ')}`);
  if (!inRange(group.temperature, temperature.min, temperature.max))
    errors.add(
      `${p}.temperature`,
      `Temperature must be from ${temperature.min} to ${temperature.max}`,
    );
  if (!inRange(group.max_tokens, maxTokens.min, maxTokens.max, true))
    errors.add(`${p}.max_tokens`, `Max tokens must be from ${maxTokens.min} to ${maxTokens.max}`);
  if (!isOneOf(SAFETY_LEVELS, group.safety_level))
    errors.add(`${p}.safety_level`, `Safety level must be one of ${SAFETY_LEVELS.join(', ')}`);
  if (typeof group.enable_fact_checking !== 'boolean')
    errors.add(`${p}.enable_fact_checking`, 'Must be true or false');
  if (!isOneOf(TONES, group.default_post_tone))
    errors.add(`${p}.default_post_tone`, `Tone must be one of ${TONES.join(', ')}`);
}

function checkSystem(group: Record<string, unknown>, errors: FieldErrors) {
  const p = 'systemConfiguration';
  const times = isRecord(group.default_posting_times) ? group.default_posting_times : {};
  for (const platform of PLATFORMS) {
    const list = times[platform];
    if (!Array.isArray(list) || !list.every((t) => typeof t === 'string' && TIME.test(t))) {
      errors.add(
        `${p}.default_posting_times.${platform}`,
        'Posting times must be a list of HH:MM times',
      );
    }
  }
  const languages = group.supported_languages;
  if (
    !Array.isArray(languages) ||
    !languages.every((l) => isOneOf(SUPPORTED_LANGUAGES, l)) ||
    new Set(languages).size !== languages.length
  ) {
    errors.add(
      `${p}.supported_languages`,
      `Languages must be distinct values among ${SUPPORTED_LANGUAGES.join(', ')}`,
    );
  }
  const voiceDefaults = isRecord(group.voice_card_defaults) ? group.voice_card_defaults : {};
  for (const key of VOICE_DEFAULTS) {
    if (!inRange(voiceDefaults[key], voice.min, voice.max, true)) {
      errors.add(
        `${p}.voice_card_defaults.${key}`,
        `Must be a whole number from ${voice.min} to ${voice.max}`,
      );
    }
  }
  if (typeof group.campaign_auto_start !== 'boolean')
    errors.add(`${p}.campaign_auto_start`, 'Must be true or false');
}

export function readSettingsUpdate(
  body: Body,
  stored: StoredSettings,
): { settings: StoredSettings; errors: FieldError[] } {
  const errors = new FieldErrors();
  const campaignSettings = merge(stored.campaignSettings, body.campaignSettings);
  const aiConfiguration = merge(stored.aiConfiguration, body.aiConfiguration);
  const systemConfiguration = merge(stored.systemConfiguration, body.systemConfiguration);
  for (const group of ['campaignSettings', 'aiConfiguration', 'systemConfiguration']) {
    if (body[group] !== undefined && !isRecord(body[group]))
      errors.add(group, `${group} must be an object`);
  }
  checkCampaign(campaignSettings, errors);
  checkAi(aiConfiguration, errors);
  checkSystem(systemConfiguration, errors);
  // Checked above field by field, so the merged groups now have the stored shape.
  const settings = structuredClone({
    campaignSettings,
    aiConfiguration,
    systemConfiguration,
  }) as StoredSettings;
  return { settings, errors: errors.list };
}
