// The contract's Facebook post shapes under the names the Social tab uses (src/api/types.ts has
// no alias for them yet).
import type { components } from '../../../../../../api/schema';

export type FacebookRecentPost = components['schemas']['FacebookRecentPost'];
export type FacebookAttachment = components['schemas']['FacebookAttachment'];

/** Where an attachment lives on Facebook: its own page, else the post's. */
export const facebookLinkOf = (post: FacebookRecentPost, attachment: FacebookAttachment): string =>
  attachment.url ?? `https://www.facebook.com/${post.id}`;

/** The picture standing for an attachment: the photo itself or the video's thumbnail. */
export const pictureOf = (attachment: FacebookAttachment): string | null =>
  attachment.type === 'photo'
    ? (attachment.image?.src ?? null)
    : (attachment.thumbnail ?? attachment.image?.src ?? null);
