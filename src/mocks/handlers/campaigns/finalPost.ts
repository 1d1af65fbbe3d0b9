// Build Post: upload the final media file, then build (caption + media) and schedule the post.
import { http } from 'msw';
import type { Platform } from '@/api/types';
import { db, nextId } from '../../db/database';
import type { Database, MediaRow, PostRow } from '../../db/schema';
import { putBlob } from '../../files/blobStore';
import { imageSize } from '../../files/imageSize';
import { api, fail, intParam, jsonBody, notFound, ok } from '../../http';
import { isoDateTime, parseIsoDate } from '../../promotion/dates';
import { CAPTION_LIMITS, INSTAGRAM_MAX_HASHTAGS, MEDIA_LIMITS } from '../../promotion/defaults';
import { formBody, invalid, isInteger, isUploadedFile, route } from '../../promotion/route';
import { postView } from './campaignView';
import { findCampaign } from './crud';
import * as clock from '@/lib/clock';

type Params = { campaignId: string; postId: string };

function findPost(database: Database, params: Params) {
  const campaign = findCampaign(database, intParam(params.campaignId));
  if (!campaign) return { error: notFound('Campaign') } as const;
  const postId = intParam(params.postId);
  const post = database.posts.find((p) => p.id === postId && p.campaign_id === campaign.id);
  if (!post) return { error: notFound('Post') } as const;
  return { campaign, post } as const;
}

/** The kind of file the post needs: TikTok, shorts and reels are video; community posts are images. */
function requiredKind(post: PostRow): 'video' | 'image' | null {
  if (post.platform === 'tiktok' || ['short', 'reel'].includes(post.content_format)) return 'video';
  if (post.platform === 'youtube' && post.content_format === 'community') return 'image';
  return null;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

function sizeError(platform: Platform, kind: 'image' | 'video', size: number): string | null {
  const limit = MEDIA_LIMITS[platform][kind];
  if (limit === null || size <= limit) return null;
  const label = kind === 'image' ? 'Image' : 'Video';
  return `${label} file size must be less than ${megabytes(limit)} for ${platform}`;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

export const finalPostHandlers = [
  // The file joins the artist's media library (photos as promotional, videos as social-media,
  // in a Campaign-posts folder); its bytes go to the blob store like every upload.
  http.post(
    api('/campaigns/:campaignId/posts/:postId/upload-final-media'),
    route<Params>(async ({ params, request }) => {
      const database = db();
      const found = findPost(database, params);
      if ('error' in found) return found.error;
      const { campaign, post } = found;
      const form = await formBody(request);
      const file = form?.get('file');
      if (!isUploadedFile(file)) {
        return invalid([{ field: 'file', message: 'Please select a file to upload' }]);
      }
      const postIdField = form?.get('post_id');
      if (
        typeof postIdField === 'string' &&
        postIdField !== '' &&
        Number(postIdField) !== post.id
      ) {
        return invalid([{ field: 'post_id', message: 'post_id does not match the URL' }]);
      }
      const dateField = form?.get('scheduled_date');
      if (typeof dateField === 'string' && dateField !== '' && parseIsoDate(dateField) === null) {
        return invalid([
          { field: 'scheduled_date', message: 'Scheduled date must be a valid date (YYYY-MM-DD)' },
        ]);
      }
      const type = file.type.toLowerCase();
      const kind = type.startsWith('video/') ? 'video' : type.startsWith('image/') ? 'image' : null;
      if (!kind) return fail(400, 'Invalid file type. Please select an image or video file.');
      const required = requiredKind(post);
      if (required === 'video' && kind !== 'video') {
        return fail(400, 'This post requires a video file.');
      }
      if (required === 'image' && kind !== 'image') {
        return fail(400, 'This post requires an image file.');
      }
      const tooLarge = sizeError(post.platform, kind, file.size);
      if (tooLarge) return fail(413, tooLarge);
      const id = nextId('mediaFiles');
      const key = `campaign-${campaign.id}-post-${post.id}-${id}-${clock.now()}`;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const size = kind === 'image' ? imageSize(bytes) : null;
      await putBlob(key, file);
      // Files from some environments arrive nameless ("blob"); give them a readable name.
      const named = file.name && file.name !== 'blob';
      const row: MediaRow = {
        id,
        artist_id: campaign.artist_id,
        file_type: kind === 'image' ? 'photo' : 'video',
        category: kind === 'image' ? 'promotional' : 'social-media',
        subcategory: 'Campaign-posts',
        original_filename: named
          ? file.name
          : `post-${post.id}-final.${EXTENSIONS[type] ?? (kind === 'image' ? 'jpg' : 'mp4')}`,
        file_size: file.size,
        width: size?.width ?? null,
        height: size?.height ?? null,
        duration_seconds: null,
        created_at: isoDateTime(clock.now()),
        mime_type: type,
        source: { kind: 'stored', key },
      };
      database.mediaFiles.push(row);
      return ok({ media_file_id: id }, { status: 201, message: 'Media uploaded successfully' });
    }),
  ),

  // Only an approved post (or one already built, to rebuild it) can be built; the media file
  // must belong to the campaign's artist.
  http.post(
    api('/campaigns/:campaignId/posts/:postId/build'),
    route<Params>(async ({ params, request }) => {
      const database = db();
      const found = findPost(database, params);
      if ('error' in found) return found.error;
      const { campaign, post } = found;
      if (post.status !== 'approved' && post.status !== 'scheduled') {
        return fail(400, `Only approved posts can be built (this one is ${post.status})`, [
          { field: 'status', message: `Post is ${post.status}, not approved` },
        ]);
      }
      const body = await jsonBody(request);
      const mediaId = body.media_file_id;
      if (!isInteger(mediaId)) {
        return invalid([{ field: 'media_file_id', message: 'Please select a file to upload' }]);
      }
      const media = database.mediaFiles.find((m) => m.id === mediaId);
      if (!media || media.artist_id !== campaign.artist_id) {
        return invalid([
          { field: 'media_file_id', message: 'Media file not found for this artist' },
        ]);
      }
      const caption = typeof body.caption === 'string' ? body.caption.trim() : '';
      if (!caption) {
        return invalid([{ field: 'caption', message: 'Caption is required' }]);
      }
      const limit = CAPTION_LIMITS[post.platform];
      if (caption.length > limit) {
        const message = `Caption exceeds maximum length of ${limit} characters for ${post.platform}`;
        return fail(400, message, [{ field: 'caption', message }]);
      }
      const hashtags = caption.match(/#[\p{L}\p{N}_]+/gu)?.length ?? 0;
      if (post.platform === 'instagram' && hashtags > INSTAGRAM_MAX_HASHTAGS) {
        const message = `Instagram captions can have at most ${INSTAGRAM_MAX_HASHTAGS} hashtags`;
        return fail(400, message, [{ field: 'caption', message }]);
      }
      const required = requiredKind(post);
      const mediaKind =
        media.file_type === 'video' ? 'video' : media.file_type === 'photo' ? 'image' : null;
      if (!mediaKind) return fail(400, 'Invalid file type. Please select an image or video file.');
      if (required === 'video' && mediaKind !== 'video')
        return fail(400, 'This post requires a video file.');
      if (required === 'image' && mediaKind !== 'image')
        return fail(400, 'This post requires an image file.');
      post.caption = caption;
      post.status = 'scheduled';
      return ok(postView(post), { message: 'Post built and scheduled successfully' });
    }),
  ),
];
