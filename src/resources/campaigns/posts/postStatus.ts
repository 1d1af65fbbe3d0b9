import { POST_STATUSES } from '@/api/postStatuses';
import type { CampaignPost, PostStatus } from '@/api/types';

export const isPostStatus = (value: unknown): value is PostStatus =>
  POST_STATUSES.includes(value as PostStatus);

/** The posts of one status, in their order; all of them without one. */
export const postsWithStatus = (posts: CampaignPost[], status: PostStatus | undefined) =>
  status ? posts.filter((post) => post.status === status) : posts;

/** i18n key of a post status's name. */
export const postStatusKey = (status: string) => `app.campaigns.posts.status.${status}`;
