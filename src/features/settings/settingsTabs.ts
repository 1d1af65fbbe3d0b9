// The settings screen's tabs, and the tab holding each settings group.
export const SETTINGS_TABS = [
  'campaign-budget',
  'ai-configuration',
  'post-templates',
  'system',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab holding each group's fields: where a refused field is shown, how a group is named. */
export const TAB_OF_GROUP: Readonly<Record<string, SettingsTab>> = {
  campaignSettings: 'campaign-budget',
  aiConfiguration: 'ai-configuration',
  systemConfiguration: 'system',
};
