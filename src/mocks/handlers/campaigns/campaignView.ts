// Rows → contract shapes for campaigns, posts and materials. Counters and joined names are
// computed on every answer, so they can never drift from the posts themselves.
import type { Campaign, CampaignPost, ChecklistItem, Material, PostStatus } from '@/api/types';
import type { CampaignRow, Database, MaterialRow, PostRow } from '../../db/schema';
import { artistName } from '../../promotion/campaignData';
import { mediaFileUrl as mediaServeUrl } from '@/api/mediaUrls';

export function campaignView(database: Database, row: CampaignRow): Campaign {
  const { created_at: _createdAt, ...fields } = row;
  const counts = new Map<PostStatus, number>();
  let total = 0;
  for (const post of database.posts) {
    if (post.campaign_id !== row.id) continue;
    total++;
    counts.set(post.status, (counts.get(post.status) ?? 0) + 1);
  }
  const count = (status: PostStatus) => counts.get(status) ?? 0;
  return {
    ...fields,
    artist_name: artistName(database, row.artist_id),
    album_title: database.albums.find((a) => a.id === row.album_id)?.title ?? '',
    total_posts: total,
    published_posts: count('published'),
    scheduled_posts: count('scheduled'),
    needs_review_count: count('needs_review'),
    rejected_count: count('rejected_by_artist'),
    pending_admin_review_count: count('pending_admin_review'),
    artist_approved_count: count('artist_approved'),
  };
}

export function postView(row: PostRow): CampaignPost {
  const { campaign_id: _campaignId, ...post } = row;
  return post;
}

export function checklistItemView(row: MaterialRow): ChecklistItem {
  const { campaign_id: _campaignId, ...item } = row;
  return {
    ...item,
    media_file: item.media_file && { ...item.media_file, url: mediaServeUrl(item.media_file.id) },
  };
}

export function materialView(row: MaterialRow): Material {
  const { post_id: _postId, due_date: _dueDate, ...material } = checklistItemView(row);
  return material;
}

/** Checklist order: due date (undated last), then id. */
export const byDueDate = (a: MaterialRow, b: MaterialRow): number =>
  (a.due_date ?? '9999-12-31').localeCompare(b.due_date ?? '9999-12-31') || a.id - b.id;
