// POST .../facebook/create-post (multipart). The uploaded files join the artist's media
// library so the new post's attachments can show them like any other page post.
import type { FacebookPostRow, MediaRow } from '../../db/schema';
import { nextId, db } from '../../db/database';
import { putBlob } from '../../files/blobStore';
import { imageSize } from '../../files/imageSize';
import { fail } from '../../http';
import { isoDateTime, parseDateTime } from '../../promotion/dates';
import { MEDIA_LIMITS } from '../../promotion/defaults';
import { mediaFileUrl as mediaServeUrl, publicMediaUrl } from '@/api/mediaUrls';
import { FieldErrors, invalid, isHttpUrl, isUploadedFile } from '../../promotion/route';
import * as clock from '@/lib/clock';

async function storeUpload(
  artistId: number,
  file: File,
  kind: 'photo' | 'video',
): Promise<MediaRow> {
  const database = db();
  const id = nextId('mediaFiles');
  const key = `facebook-${artistId}-${id}-${clock.now()}`;
  const size = kind === 'photo' ? imageSize(new Uint8Array(await file.arrayBuffer())) : null;
  await putBlob(key, file);
  const named = file.name && file.name !== 'blob';
  const row: MediaRow = {
    id,
    artist_id: artistId,
    file_type: kind,
    category: kind === 'photo' ? 'promotional' : 'social-media',
    subcategory: 'Facebook',
    original_filename: named ? file.name : `facebook-${id}.${kind === 'photo' ? 'jpg' : 'mp4'}`,
    file_size: file.size,
    width: size?.width ?? null,
    height: size?.height ?? null,
    duration_seconds: null,
    created_at: isoDateTime(clock.now()),
    mime_type: file.type || (kind === 'photo' ? 'image/jpeg' : 'video/mp4'),
    source: { kind: 'stored', key },
  };
  database.mediaFiles.push(row);
  return row;
}

export type CreatePostOutcome =
  { response: Response } | { post: FacebookPostRow; scheduled: boolean };

/**
 * Validates the form (message required, link a URL, scheduled time a future date-time,
 * photos or one video but never both, Facebook's size limits) and builds the page post.
 */
export async function createFacebookPost(
  artistId: number,
  pageId: string,
  form: FormData | null,
): Promise<CreatePostOutcome> {
  const errors = new FieldErrors();
  const message = form?.get('message');
  const link = form?.get('link');
  const when = form?.get('scheduled_publish_time');
  const photos = (form?.getAll('photos') ?? []).filter(isUploadedFile);
  const videos = [...(form?.getAll('video') ?? []), ...(form?.getAll('videos') ?? [])].filter(
    isUploadedFile,
  );
  if (typeof message !== 'string' || !message.trim()) errors.add('message', 'Message is required');
  if (typeof link === 'string' && link.trim() && !isHttpUrl(link)) {
    errors.add('link', 'Link must be a valid URL');
  }
  let publishAt: number | null = null;
  if (typeof when === 'string' && when.trim()) {
    publishAt = parseDateTime(when);
    if (publishAt === null)
      errors.add('scheduled_publish_time', 'Scheduled time must be an ISO date-time');
    else if (publishAt <= clock.now())
      errors.add('scheduled_publish_time', 'Scheduled time must be in the future');
  }
  if (photos.length && videos.length)
    errors.add('video', 'Photos and videos cannot be mixed in one post');
  else if (videos.length > 1) errors.add('video', 'Only one video can be posted at a time');
  if (photos.some((p) => !p.type.startsWith('image/')))
    errors.add('photos', 'Photos must be image files');
  if (videos.some((v) => !v.type.startsWith('video/')))
    errors.add('video', 'The video must be a video file');
  if (errors.failed) {
    const mixed = photos.length > 0 && videos.length > 0;
    return {
      response: mixed
        ? fail(400, 'Photos and videos cannot be mixed in one post', errors.list)
        : invalid(errors.list),
    };
  }
  const limits = MEDIA_LIMITS.facebook;
  if (photos.some((p) => limits.image !== null && p.size > limits.image)) {
    return { response: fail(413, 'Image file size must be less than 4MB for facebook') };
  }
  if (videos.some((v) => v.size > limits.video)) {
    return { response: fail(413, 'Video file size must be less than 1024MB for facebook') };
  }
  const attachments: FacebookPostRow['attachments'] = [];
  const postNumber = `${clock.now()}`.slice(-9) + String(artistId).padStart(3, '0');
  for (const photo of photos) {
    const row = await storeUpload(artistId, photo, 'photo');
    attachments.push({
      type: 'photo',
      image: { src: publicMediaUrl(row.id) },
      thumbnail: null,
      videoId: null,
      videoUrl: null,
      url: `https://www.facebook.com/photo/?fbid=${postNumber}${attachments.length}`,
    });
  }
  if (videos[0]) {
    const row = await storeUpload(artistId, videos[0], 'video');
    const videoId = `90${row.id}${postNumber.slice(-6)}`;
    attachments.push({
      type: 'video_inline',
      image: null,
      thumbnail: null,
      videoId,
      // The uploaded file itself; video-source answers it for this video.
      videoUrl: mediaServeUrl(row.id),
      url: `https://www.facebook.com/reel/${videoId}`,
    });
  }
  const now = clock.now();
  const post: FacebookPostRow = {
    artist_id: artistId,
    id: `${pageId}_${postNumber}`,
    message: (message as string).trim(),
    link: typeof link === 'string' && link.trim() ? link.trim() : null,
    created_time: isoDateTime(publishAt ?? now),
    scheduled_publish_time: publishAt === null ? null : isoDateTime(publishAt),
    likes: 0,
    comments: 0,
    shares: 0,
    attachments,
  };
  return { post, scheduled: publishAt !== null };
}
