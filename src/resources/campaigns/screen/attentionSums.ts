// "Posts Requiring Attention" (spec 02 §2): four post statuses that wait on the label, each
// summed over every campaign from the counters the campaigns carry.
import type { Campaign, PostStatus } from '@/api/types';

export type AttentionKind = 'needs_review' | 'rejected' | 'modified' | 'approved';

type Counter =
  'needs_review_count' | 'rejected_count' | 'pending_admin_review_count' | 'artist_approved_count';

export interface AttentionDefinition {
  kind: AttentionKind;
  /** The campaign's counter of these posts. */
  counter: Counter;
  /** The post status the posts view opens filtered to. */
  status: PostStatus;
}

export const ATTENTION: readonly AttentionDefinition[] = [
  { kind: 'needs_review', counter: 'needs_review_count', status: 'needs_review' },
  { kind: 'rejected', counter: 'rejected_count', status: 'rejected_by_artist' },
  { kind: 'modified', counter: 'pending_admin_review_count', status: 'pending_admin_review' },
  { kind: 'approved', counter: 'artist_approved_count', status: 'artist_approved' },
];

export interface AttentionSum extends AttentionDefinition {
  total: number;
  /** The campaigns that have such posts, with how many each, in the order given. */
  campaigns: { campaign: Campaign; count: number }[];
}

export function attentionSums(campaigns: readonly Campaign[]): AttentionSum[] {
  return ATTENTION.map((definition) => {
    const having = campaigns
      .map((campaign) => ({ campaign, count: campaign[definition.counter] || 0 }))
      .filter((entry) => entry.count > 0);
    return {
      ...definition,
      total: having.reduce((sum, entry) => sum + entry.count, 0),
      campaigns: having,
    };
  });
}
