import type { PostStatus } from '@/api/types';
import { StatusChip, type StatusLook } from '@/components/StatusChip';
import { postStatusKey } from './postStatus';

// Eight statuses, six palette colours that read on white (MUI's info blue does not): each status
// gets its own colour and fill. Filled means the post is out of the review loop.
export const POST_STATUS_LOOKS: Record<PostStatus, StatusLook> = {
  generated: { color: 'default', variant: 'outlined' },
  needs_review: { color: 'warning', variant: 'outlined' },
  rejected_by_artist: { color: 'error', variant: 'outlined' },
  pending_admin_review: { color: 'secondary', variant: 'outlined' },
  artist_approved: { color: 'primary', variant: 'outlined' },
  approved: { color: 'success', variant: 'outlined' },
  scheduled: { color: 'primary', variant: 'filled' },
  published: { color: 'success', variant: 'filled' },
};

export const PostStatusChip = ({ status }: { status: PostStatus }) => (
  <StatusChip status={status} looks={POST_STATUS_LOOKS} labelKey={postStatusKey} />
);
