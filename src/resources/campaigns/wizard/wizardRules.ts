// When each step lets the user go on (spec 02 §5), and which step holds each API field, so
// that a server error on a field is shown where that field is.
import type { Campaign } from '@/api/types';
import { budgetIssue, budgetText } from './budget/budgetRules';
import { changedFields } from './wizardPayload';
import type { WizardValues } from './wizardValues';

export const WIZARD_STEPS = ['artist', 'details', 'budget', 'final'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const STEP_FIELDS: Record<WizardStep, readonly string[]> = {
  artist: ['artist_id', 'album_id'],
  details: ['name', 'launch_date', 'description'],
  budget: ['total_budget', 'currency'],
  final: [
    'languages',
    'production_description_language',
    'artist_materials_language',
    'has_music_video',
    'has_lyrics_video',
    'include_live_posts',
    'target_platforms',
  ],
};

/** The index of the step holding API field `field`, or null for a field no step shows. */
export function stepOfField(field: string): number | null {
  const index = WIZARD_STEPS.findIndex((step) => STEP_FIELDS[step].includes(field));
  return index < 0 ? null : index;
}

/** Why the step is not complete yet (a key under app.campaigns.wizard.blocked), or null. */
export function stepBlocker(step: WizardStep, values: WizardValues, minBudget: number) {
  switch (step) {
    case 'artist':
      if (!values.artist) return 'artist';
      return values.album ? null : 'album';
    case 'details':
      if (!values.name.trim()) return values.launchDate ? 'name' : 'name_and_date';
      return values.launchDate ? null : 'date';
    case 'budget':
      return budgetIssue(budgetText(values.budget, minBudget), minBudget) ? 'budget' : null;
    case 'final':
      return values.languages.length ? null : 'languages';
  }
}

/** The first step that is not complete (the whole wizard is valid when there is none). */
export function firstIncompleteStep(values: WizardValues, minBudget: number): number | null {
  const index = WIZARD_STEPS.findIndex((step) => stepBlocker(step, values, minBudget) !== null);
  return index < 0 ? null : index;
}

const BLOCKED = 'app.campaigns.wizard.blocked';

/**
 * Why Next (or, on the last step, Create Campaign / Save Changes) is disabled, as an i18n key
 * to show beside it; null when the user may go on. The budget step waits for the settings'
 * minimum; the last step needs every step complete and, for an edit, something changed.
 */
export function forwardBlocker({
  step,
  values,
  minBudget,
  settingsLoading,
  campaign,
}: {
  step: number;
  values: WizardValues;
  minBudget: number;
  settingsLoading: boolean;
  campaign?: Campaign;
}): string | null {
  const name = WIZARD_STEPS[step] ?? 'artist';
  if (name === 'budget' && settingsLoading) return `${BLOCKED}.settings`;
  const own = stepBlocker(name, values, minBudget);
  if (own) return `${BLOCKED}.${own}`;
  if (step < WIZARD_STEPS.length - 1) return null;
  const incomplete = firstIncompleteStep(values, minBudget);
  if (incomplete !== null) {
    return `${BLOCKED}.${stepBlocker(WIZARD_STEPS[incomplete] ?? 'artist', values, minBudget)}`;
  }
  if (campaign && !Object.keys(changedFields(values, campaign, minBudget)).length) {
    return `${BLOCKED}.unchanged`;
  }
  return null;
}
