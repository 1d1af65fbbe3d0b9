import { describe, expect, it } from 'vitest';
import {
  facebookLinkOf,
  pictureOf,
  type FacebookAttachment,
  type FacebookRecentPost,
} from './facebookPostTypes';

const post = { id: '1048_912' } as FacebookRecentPost;
const attachment = (more: Partial<FacebookAttachment>): FacebookAttachment => ({
  type: 'photo',
  image: null,
  thumbnail: null,
  videoId: null,
  videoUrl: null,
  url: null,
  ...more,
});

describe('Facebook addresses from the server', () => {
  it('links an attachment to its own page when that is a web address', () => {
    const photo = attachment({ url: 'https://www.facebook.com/photo/?fbid=912' });
    expect(facebookLinkOf(post, photo)).toBe('https://www.facebook.com/photo/?fbid=912');
  });

  it('links to the post on Facebook instead of an address that is not a web one', () => {
    for (const url of [null, 'javascript:alert(1)', 'data:text/html,hi', '/photo/912'])
      expect(facebookLinkOf(post, attachment({ url }))).toBe('https://www.facebook.com/1048_912');
  });

  it('shows no picture from an address that is not a web one', () => {
    expect(pictureOf(attachment({ image: { src: 'javascript:alert(1)' } }))).toBeNull();
    expect(pictureOf(attachment({ image: { src: 'https://cdn.example.net/a.jpg' } }))).toBe(
      'https://cdn.example.net/a.jpg',
    );
    const video = attachment({
      type: 'video_inline',
      thumbnail: 'data:image/svg+xml,<svg onload=alert(1)>',
      image: { src: 'https://cdn.example.net/still.jpg' },
    });
    expect(pictureOf(video)).toBe('https://cdn.example.net/still.jpg');
  });
});
