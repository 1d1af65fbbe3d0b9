import type { Identifier } from 'react-admin';

/** The react-query key of a campaign's posts (GET /post-generation/campaign/{id}/posts). */
export const campaignPostsKey = (campaignId: Identifier) =>
  ['campaign-posts', String(campaignId)] as const;
