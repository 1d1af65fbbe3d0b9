import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { tokenStore } from '@/api/tokenStore';
import { api, fail, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import { FacebookPostMedia } from './FacebookPostMedia';
import type { FacebookRecentPost } from './facebookPostTypes';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const REEL = 'https://www.facebook.com/reel/4455';
const post: FacebookRecentPost = {
  id: '1048_9120',
  message: 'Out Friday',
  created_time: '2026-11-10T19:00:00Z',
  likes: 3,
  comments: 1,
  shares: 0,
  attachments: [
    {
      type: 'photo',
      image: { src: 'https://scontent.example.net/cover.jpg' },
      thumbnail: null,
      videoId: null,
      videoUrl: null,
      url: 'https://www.facebook.com/photo/?fbid=1',
    },
    {
      type: 'photo',
      image: { src: 'https://scontent.example.net/back.jpg' },
      thumbnail: null,
      videoId: null,
      videoUrl: null,
      url: 'https://www.facebook.com/photo/?fbid=2',
    },
    {
      type: 'video_inline',
      image: null,
      thumbnail: 'https://scontent.example.net/teaser.jpg',
      videoId: '4455',
      videoUrl: null,
      url: REEL,
    },
  ],
};

function renderMedia() {
  const user = userEvent.setup();
  renderWithAdmin(<FacebookPostMedia artistId={1} post={post} />, { locale: 'en' });
  return user;
}

const videoSource = (answer: () => Response) =>
  server.use(http.get(api('/social-media/:artistId/facebook/video-source/:id'), answer));

describe('FacebookPostMedia', () => {
  it('shows the photos full size, moving through them with the arrow keys', async () => {
    const user = renderMedia();

    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 3' }));
    const viewer = await screen.findByRole('dialog', { name: /^Post media/ });
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of the post' })).toHaveAttribute(
      'src',
      'https://scontent.example.net/cover.jpg',
    );
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'Photo 2 of the post' })).toHaveAttribute(
      'src',
      'https://scontent.example.net/back.jpg',
    );
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of the post' })).toBeInTheDocument();
  });

  it('plays a video from its source', async () => {
    videoSource(() => ok({ source: 'https://video.example.net/teaser.mp4', title: 'Teaser' }));
    const user = renderMedia();

    await user.click(screen.getByRole('button', { name: 'Play video 3 of 3' }));

    const video = await screen.findByLabelText('Video 3 of the post');
    expect(video).toHaveAttribute('src', 'https://video.example.net/teaser.mp4');
  });

  it.each([
    [403, 'Video access restricted - opening in Facebook'],
    [404, 'Video not found - opening in Facebook'],
    [500, 'Unable to load video - opening in Facebook'],
  ])('on %i says "%s" and opens the post on Facebook', async (status, text) => {
    videoSource(() => fail(status, 'Facebook said no'));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = renderMedia();

    await user.click(screen.getByRole('button', { name: 'Play video 3 of 3' }));

    // The toast (under the viewer, so hidden from the accessibility tree meanwhile), and the
    // viewer saying the same in place of the player.
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(text);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(REEL, '_blank', 'noopener');
    // A restricted video is no reason to end the session.
    expect(tokenStore.hasSession()).toBe(true);
    open.mockRestore();
  });

  it('never plays nor opens a source that is not a web address: the reel opens instead', async () => {
    videoSource(() => ok({ source: 'javascript:alert(document.cookie)', title: 'Teaser' }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = renderMedia();

    await user.click(screen.getByRole('button', { name: 'Play video 3 of 3' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Unable to load video - opening in Facebook',
    );
    expect(screen.queryByLabelText('Video 3 of the post')).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(REEL, '_blank', 'noopener');
    open.mockRestore();
  });
});
