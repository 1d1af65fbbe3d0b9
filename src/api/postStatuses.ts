// A campaign post's status (contract: PostStatus), in the order of the spec's status tabs
// (generated first). One list for the posts screen and for the demo API, which refuses any
// other status on PUT /post-generation/posts/{id}.
import { contractList } from './contractList';
import type { PostStatus } from './types';

export const POST_STATUSES = contractList<PostStatus>()([
  'generated',
  'needs_review',
  'rejected_by_artist',
  'pending_admin_review',
  'artist_approved',
  'approved',
  'scheduled',
  'published',
]);
