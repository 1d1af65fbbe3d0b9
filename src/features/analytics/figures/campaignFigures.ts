// The campaign pipeline's figures, counted here from the whole list GET /campaigns answers.
import type { Campaign, CampaignStatus, PostStatus } from '@/api/types';
import { CAMPAIGN_STATUSES } from '@/api/campaignVocabulary';
import {
  PHASES,
  isOngoing,
  phaseSplit,
  type Phase,
  type PhaseDistribution,
} from '@/components/promotion/phaseSplit';
import { postsBreakdown, type BreakdownPart } from '@/components/promotion/postsBreakdown';
import { DEFAULT_CURRENCY } from '@/lib/money';

export function campaignsByStatus(campaigns: readonly Campaign[]): Record<CampaignStatus, number> {
  const counts = Object.fromEntries(CAMPAIGN_STATUSES.map((s) => [s, 0])) as Record<
    CampaignStatus,
    number
  >;
  for (const campaign of campaigns) {
    if (campaign.status in counts) counts[campaign.status] += 1;
  }
  return counts;
}

/** The counters' parts, in the posts bar's order; "other" is what they leave of total_posts. */
export const POST_PARTS: readonly BreakdownPart[] = [
  'published',
  'scheduled',
  'needs_review',
  'rejected',
  'modified',
  'approved',
  'other',
];

/** The post status each counter counts; "other" is two statuses (generated, approved). */
export const PART_STATUS: Partial<Record<BreakdownPart, PostStatus>> = {
  published: 'published',
  scheduled: 'scheduled',
  needs_review: 'needs_review',
  rejected: 'rejected_by_artist',
  modified: 'pending_admin_review',
  approved: 'artist_approved',
};

/** Each counter summed over the campaigns: each post counts once, in its status's part. */
export function postsByPart(campaigns: readonly Campaign[]): Record<BreakdownPart, number> {
  const sums = Object.fromEntries(POST_PARTS.map((part) => [part, 0])) as Record<
    BreakdownPart,
    number
  >;
  for (const campaign of campaigns) {
    for (const slice of postsBreakdown(campaign)) sums[slice.part] += slice.count;
  }
  return sums;
}

/** Campaigns whose posts wait on the label (needs review, or modified by the artist). */
export function campaignsAwaitingReview(campaigns: readonly Campaign[]): Campaign[] {
  return campaigns
    .filter((c) => c.needs_review_count > 0 || c.pending_admin_review_count > 0)
    .sort(
      (a, b) =>
        b.needs_review_count +
          b.pending_admin_review_count -
          (a.needs_review_count + a.pending_admin_review_count) || a.id - b.id,
    );
}

export interface CurrencyBudget {
  currency: string;
  byPhase: Record<Phase, number>;
}

/**
 * The budgets of the campaigns not cancelled, split over the phases the way the wizard shows
 * it (phaseSplit.ts), summed per currency: amounts in different currencies are never added.
 */
export function budgetByPhase(
  campaigns: readonly Campaign[],
  distribution: PhaseDistribution,
  today: string,
): CurrencyBudget[] {
  const byCurrency = new Map<string, Record<Phase, number>>();
  for (const campaign of campaigns) {
    if (campaign.status === 'cancelled' || !(campaign.total_budget > 0)) continue;
    const currency = campaign.currency?.trim() || DEFAULT_CURRENCY;
    const sums =
      byCurrency.get(currency) ??
      (Object.fromEntries(PHASES.map((phase) => [phase, 0])) as Record<Phase, number>);
    const ongoing = isOngoing(campaign.launch_date, today);
    for (const share of phaseSplit(campaign.total_budget, ongoing, distribution)) {
      sums[share.phase] = Math.round((sums[share.phase] + share.amount) * 100) / 100;
    }
    byCurrency.set(currency, sums);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, byPhase]) => ({ currency, byPhase }));
}

/** The day `days` after `today` (YYYY-MM-DD, calendar arithmetic). */
export function addDays(today: string, days: number): string {
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

/** Campaigns launching from today to `weeks` weeks ahead, soonest first (cancelled left out). */
export function upcomingLaunches(
  campaigns: readonly Campaign[],
  today: string,
  weeks: number,
): Campaign[] {
  const last = addDays(today, weeks * 7);
  return campaigns
    .filter((c) => c.status !== 'cancelled')
    .filter((c) => c.launch_date >= today && c.launch_date <= last)
    .sort((a, b) => a.launch_date.localeCompare(b.launch_date) || a.id - b.id);
}
