import type { CampaignPost, PostStatus } from '../../../api/types';

/** The post statuses in the order of the spec's status tabs (generated first). */
export const POST_STATUSES: readonly PostStatus[] = [
  'generated',
  'needs_review',
  'rejected_by_artist',
  'pending_admin_review',
  'artist_approved',
  'approved',
  'scheduled',
  'published',
];

export const isPostStatus = (value: unknown): value is PostStatus =>
  POST_STATUSES.includes(value as PostStatus);

/** The posts of one status, in their order; all of them without one. */
export const postsWithStatus = (posts: CampaignPost[], status: PostStatus | undefined) =>
  status ? posts.filter((post) => post.status === status) : posts;

/** i18n key of a post status's name. */
export const postStatusKey = (status: string) => `app.campaigns.posts.status.${status}`;
