// The budget rules of spec 02 §5 and §9: at least the settings' minimum (100 CAD when the
// settings do not say), at most 50000, typed in steps of 50; a non-numeric entry falls back to
// the minimum.
import { MAX_CAMPAIGN_BUDGET } from '@/api/campaignVocabulary';
import { DEFAULT_SETTINGS } from '@/api/settingsDefaults';

export const DEFAULT_MIN_BUDGET = DEFAULT_SETTINGS.campaignSettings.min_budget_per_campaign;
export const MAX_BUDGET = MAX_CAMPAIGN_BUDGET;
export const BUDGET_STEP = 50;

export type BudgetIssue = 'not_a_number' | 'below_min' | 'above_max';

/** The amount typed, or null when it is not a number (blank included). */
export function budgetAmount(text: string): number | null {
  if (text.trim() === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

/** The budget as shown: what the user typed, else the minimum. */
export const budgetText = (budget: string | null, min: number): string => budget ?? String(min);

export function budgetIssue(text: string, min: number): BudgetIssue | null {
  const amount = budgetAmount(text);
  if (amount === null) return 'not_a_number';
  if (amount < min) return 'below_min';
  if (amount > MAX_BUDGET) return 'above_max';
  return null;
}

/** What the input keeps once the user leaves it: a non-numeric entry becomes the minimum. */
export const settledBudget = (text: string, min: number): string =>
  budgetAmount(text) === null ? String(min) : text.trim();
