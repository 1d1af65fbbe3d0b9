// A campaign's posts by status, from the counters the campaign carries (no posts request per
// card). Generated and admin-approved posts have no counter of their own: they are the rest.
import type { Campaign } from '../../api/types';

export type BreakdownPart =
  'published' | 'scheduled' | 'needs_review' | 'rejected' | 'modified' | 'approved' | 'other';

export interface BreakdownSlice {
  part: BreakdownPart;
  count: number;
}

/**
 * Bar colours, from done (greens) through waiting on the label (warm) to the rest (grey), per
 * theme: the dark theme's are lighter, so each slice stands out from a dark card (3:1 at least).
 */
export const BREAKDOWN_COLOURS: Record<'light' | 'dark', Record<BreakdownPart, string>> = {
  light: {
    published: '#1b5e20',
    scheduled: '#1565c0',
    needs_review: '#b45309',
    rejected: '#c62828',
    modified: '#6a1b9a',
    approved: '#2e7d32',
    other: '#9e9e9e',
  },
  dark: {
    published: '#66bb6a',
    scheduled: '#64b5f6',
    needs_review: '#ffb74d',
    rejected: '#ef9a9a',
    modified: '#ce93d8',
    approved: '#a5d6a7',
    other: '#9e9e9e',
  },
};

type Counters = Pick<
  Campaign,
  | 'total_posts'
  | 'published_posts'
  | 'scheduled_posts'
  | 'needs_review_count'
  | 'rejected_count'
  | 'pending_admin_review_count'
  | 'artist_approved_count'
>;

/** The non-empty slices, in a fixed order; "other" is what the counters leave of the total. */
export function postsBreakdown(campaign: Counters): BreakdownSlice[] {
  const counted: BreakdownSlice[] = [
    { part: 'published', count: campaign.published_posts },
    { part: 'scheduled', count: campaign.scheduled_posts },
    { part: 'needs_review', count: campaign.needs_review_count },
    { part: 'rejected', count: campaign.rejected_count },
    { part: 'modified', count: campaign.pending_admin_review_count },
    { part: 'approved', count: campaign.artist_approved_count },
  ];
  const sum = counted.reduce((total, slice) => total + (slice.count || 0), 0);
  const other = Math.max(0, (campaign.total_posts || 0) - sum);
  return [...counted, { part: 'other' as const, count: other }].filter((slice) => slice.count > 0);
}
