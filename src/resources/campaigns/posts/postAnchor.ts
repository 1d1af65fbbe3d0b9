import type { Identifier } from 'react-admin';

// A post has an element in each view of the posts dialog: its ID link in the table and its
// event in the calendar. The view not shown stays mounted, hidden (CampaignPostsView), so the
// two need ids of their own, and focus goes to the one that shows.

/** The element id of a post's link in the table. */
export const postAnchorId = (postId: Identifier) => `campaign-post-${postId}`;

/** The element id of a post's event in the calendar. */
export const postEventId = (postId: Identifier) => `campaign-post-${postId}-event`;

/** The post's element in the view that shows, to scroll to it or give it focus back. */
export function shownPostAnchor(postId: Identifier): HTMLElement | null {
  for (const id of [postAnchorId(postId), postEventId(postId)]) {
    const element = document.getElementById(id);
    if (element && !element.closest('[hidden]')) return element;
  }
  return null;
}
