// The Promo Campaigns screen's paths (spec 02, routes). A campaign's posts and a single post open
// over the screen from its query string, so those links survive a reload and can be shared.
import type { Identifier } from 'react-admin';
import type { PostStatus } from '../../api/types';

export const campaignsPath = '/promo-campaigns';

export interface CampaignPostsLink {
  campaignId: Identifier;
  postId?: Identifier;
  /** Opens the posts pre-filtered to this status (the attention cards). */
  status?: PostStatus;
}

export function campaignPostsPath({ campaignId, postId, status }: CampaignPostsLink): string {
  const query = new URLSearchParams({ campaignId: String(campaignId) });
  if (postId !== undefined) query.set('postId', String(postId));
  if (status) query.set('status', status);
  return `${campaignsPath}?${query.toString()}`;
}
