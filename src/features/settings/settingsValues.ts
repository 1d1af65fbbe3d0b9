// The settings as the form holds them, the spec's defaults and bounds (02 §5 and §9), and the
// payload sent on save, where a blank field falls back to its default.
import type { Settings, SettingsUpdate } from '../../api/types';
import {
  ALLOCATIONS,
  DEFAULT_SETTINGS,
  PHASES,
  SETTINGS_BOUNDS,
  type SettingsGroups,
} from '../../api/settingsDefaults';

type Campaign = SettingsGroups['campaignSettings'];
type Ai = SettingsGroups['aiConfiguration'];
type System = SettingsGroups['systemConfiguration'];

/** Numbers a user can clear: null until typed, then its fallback on save. */
type Clearable<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };

export type SettingsFormValues = {
  campaignSettings: Clearable<
    Omit<Campaign, 'phase_distribution' | 'platform_allocation'>,
    'default_campaign_duration' | 'min_budget_per_campaign'
  > & {
    phase_distribution: Record<keyof Campaign['phase_distribution'], number | null>;
    platform_allocation: Record<keyof Campaign['platform_allocation'], number | null>;
  };
  aiConfiguration: Clearable<Ai, 'max_tokens'>;
  systemConfiguration: System;
};

export const NEW_POSTING_TIME = '12:00';

/** The contract's ranges, and the temperature slider's step (tenths). */
export const BOUNDS = {
  ...SETTINGS_BOUNDS,
  temperature: { ...SETTINGS_BOUNDS.temperature, step: 0.1 },
} as const;

const orDefault = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The percentages of a group added up, a blank one counting as 0. */
export const totalOf = (values: Record<string, number | null | undefined> | undefined): number =>
  Object.values(values ?? {}).reduce<number>((sum, value) => sum + orDefault(value, 0), 0);

function percents<K extends string>(
  keys: readonly K[],
  values: Partial<Record<K, number | null>>,
  fallback: Record<K, number>,
): Record<K, number> {
  return Object.fromEntries(
    keys.map((key) => [key, orDefault(values[key], fallback[key])]),
  ) as Record<K, number>;
}

/** The save payload: every group sent whole, each blank number replaced by its default. */
export function toSettingsUpdate(values: SettingsFormValues): SettingsUpdate {
  const campaign = values.campaignSettings;
  const defaults = DEFAULT_SETTINGS;
  return {
    campaignSettings: {
      phase_distribution: percents(
        PHASES,
        campaign.phase_distribution,
        defaults.campaignSettings.phase_distribution,
      ),
      platform_allocation: percents(
        ALLOCATIONS,
        campaign.platform_allocation,
        defaults.campaignSettings.platform_allocation,
      ),
      default_campaign_duration: orDefault(
        campaign.default_campaign_duration,
        defaults.campaignSettings.default_campaign_duration,
      ),
      min_budget_per_campaign: orDefault(
        campaign.min_budget_per_campaign,
        defaults.campaignSettings.min_budget_per_campaign,
      ),
    },
    aiConfiguration: {
      ...values.aiConfiguration,
      // The slider moves in tenths; rounding keeps 0.30000000000000004 out of the payload.
      temperature: Math.round(values.aiConfiguration.temperature * 10) / 10,
      max_tokens: orDefault(values.aiConfiguration.max_tokens, defaults.aiConfiguration.max_tokens),
    },
    systemConfiguration: values.systemConfiguration,
  };
}

/** The form's values for settings as the API sends them (post templates are not edited here). */
export function toFormValues(settings: Settings): SettingsFormValues {
  const { postTemplates: _templates, ...groups } = settings;
  return groups;
}

/** The value at a dotted path such as `campaignSettings.default_campaign_duration`. */
export function valueAt(source: object | undefined, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined,
      source,
    );
}
