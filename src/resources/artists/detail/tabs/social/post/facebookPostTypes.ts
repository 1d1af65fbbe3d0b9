// The contract's Facebook post shapes under the names the Social tab uses (src/api/types.ts has
// no alias for them yet).
import type { components } from '@/api/schema';
import { safeHref } from '@/lib/safeUrl';

export type FacebookRecentPost = components['schemas']['FacebookRecentPost'];
export type FacebookAttachment = components['schemas']['FacebookAttachment'];

/**
 * Where an attachment lives on Facebook: its own page, else the post's (an address the app
 * builds, used too when the server's is not a web address).
 */
export const facebookLinkOf = (post: FacebookRecentPost, attachment: FacebookAttachment): string =>
  safeHref(attachment.url) ?? `https://www.facebook.com/${encodeURIComponent(post.id)}`;

/** The picture standing for an attachment: the photo itself or the video's thumbnail. */
export const pictureOf = (attachment: FacebookAttachment): string | null =>
  attachment.type === 'photo'
    ? safeHref(attachment.image?.src)
    : (safeHref(attachment.thumbnail) ?? safeHref(attachment.image?.src));
