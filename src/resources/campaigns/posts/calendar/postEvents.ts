import type { EventInput } from '@fullcalendar/core';
import type { Theme } from '@mui/material';
import type { CampaignPost } from '@/api/types';
import { platformName } from '@/lib/platformName';
import { scheduleOf } from '../postSchedule';
import { postStatusColors } from './statusColors';

const EXCERPT_LENGTH = 40;

/** What names a post on the calendar: its platform, then its template or its caption's start. */
export function postTitle(post: CampaignPost): string {
  const caption = (post.caption ?? '').trim();
  const excerpt =
    caption.length > EXCERPT_LENGTH ? `${caption.slice(0, EXCERPT_LENGTH).trimEnd()}…` : caption;
  const name = post.template_name || excerpt;
  return name ? `${platformName(post.platform)} · ${name}` : platformName(post.platform);
}

/** The calendar's events: one per scheduled post; a published post stays where it went out. */
export const postEvents = (posts: CampaignPost[], theme: Theme): EventInput[] =>
  posts.flatMap((post) => {
    const start = scheduleOf(post);
    if (!start) return [];
    return [
      {
        id: String(post.id),
        title: postTitle(post),
        start,
        allDay: false,
        editable: post.status !== 'published',
        extendedProps: { post },
        ...postStatusColors(theme, post.status),
      },
    ];
  });
