import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import type { FacebookInsights } from '@/api/types';
import { api, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import { recordRequests } from '../../artistDetail.testkit';
import { FacebookPanel } from './FacebookPanel';
import { connectedArtist, renderSocial, unconnectedArtist } from './social.testkit';
import type { Schedule } from './useDelayedCall';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const INSIGHTS: FacebookInsights = {
  followers: 12840,
  totalImpressions: 98215,
  totalEngagement: 7312,
  recentPosts: [
    {
      id: 'p1',
      message: 'Lumières de la ville sort vendredi',
      created_time: '2026-11-20T19:00:00Z',
      likes: 1342,
      comments: 41,
      shares: 18,
      attachments: [
        {
          type: 'video_inline',
          image: null,
          thumbnail: null,
          videoId: '1',
          videoUrl: null,
          url: null,
        },
      ],
    },
  ],
};
const insightsPath = api('/social-media/:artistId/facebook/insights');

describe('FacebookPanel: not connected', () => {
  it('sends the invitation, then shows its e-mail and a link to copy', async () => {
    const artist = await unconnectedArtist();
    const { user } = renderSocial(<FacebookPanel artistId={artist.id} />);
    expect(await screen.findByText('Not connected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(`Invitation sent to ${artist.email}`)).toBeVisible();
    expect(screen.getByText('Invitation sent')).toBeVisible();
    const link = screen.getByRole<HTMLInputElement>('textbox', { name: 'Invitation link' });
    expect(link.value).toMatch(/\/connect\/facebook\?invite=inv_\w+$/);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Invitation link copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(link.value);
  });
});

describe('FacebookPanel: connected', () => {
  it('asks before disconnecting and says when it failed', async () => {
    const artist = await connectedArtist();
    server.use(
      http.delete(api('/social-media/:artistId/facebook/disconnect'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const recorder = recordRequests();
    const { user } = renderSocial(<FacebookPanel artistId={artist.id} />);

    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Facebook?' });
    expect(recorder.count('DELETE', `/social-media/${artist.id}/facebook/disconnect`)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByText('Error disconnecting Facebook account')).toBeVisible();
    expect(recorder.count('DELETE', `/social-media/${artist.id}/facebook/disconnect`)).toBe(1);
    expect(screen.getByText('Connected')).toBeVisible();
  });

  it('shows the figures for the locale, the engagement rate and the recent posts', async () => {
    const artist = await connectedArtist();
    server.use(http.get(insightsPath, () => ok(INSIGHTS)));
    renderSocial(<FacebookPanel artistId={artist.id} />);

    const list = await screen.findByLabelText('Facebook insights', { selector: 'dl' });
    const values = within(list)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(['12,840', '98,215', '7,312', '7.44%']);
    const posts = screen.getByRole('list', { name: 'Recent posts' });
    expect(within(posts).getByText('Lumières de la ville sort vendredi')).toBeVisible();
    expect(within(posts).getByText('1,342')).toBeVisible();
    expect(within(posts).getByRole('button', { name: 'Play video 1 of 1' })).toBeVisible();
    expect(await screen.findByRole('figure', { name: 'Engagement per recent post' })).toBeVisible();
  });

  it('shows a dash for the engagement rate without impressions, in French', async () => {
    const artist = await connectedArtist();
    server.use(
      http.get(insightsPath, () => ok({ ...INSIGHTS, totalImpressions: 0, recentPosts: [] })),
    );
    renderSocial(<FacebookPanel artistId={artist.id} />, '/', 'fr');

    const list = await screen.findByLabelText('Statistiques Facebook', { selector: 'dl' });
    const values = within(list)
      .getAllByRole('definition')
      .map((d) => d.textContent?.replace(/\s/g, ' '));
    expect(values).toEqual(['12 840', '0', '7 312', '—']);
  });

  it('says when syncing failed', async () => {
    const artist = await connectedArtist();
    server.use(http.get(insightsPath, () => HttpResponse.json({}, { status: 502 })));
    renderSocial(<FacebookPanel artistId={artist.id} />);

    expect(
      await screen.findByText('Error syncing Facebook data', {}, { timeout: 5_000 }),
    ).toBeVisible();
  });

  it('syncs the insights again 2 seconds after a post is created', async () => {
    const artist = await connectedArtist();
    const pending: { callback: () => void; delayMs: number }[] = [];
    const schedule: Schedule = (callback, delayMs) => {
      pending.push({ callback, delayMs });
      return () => undefined;
    };
    const recorder = recordRequests();
    const { user } = renderSocial(<FacebookPanel artistId={artist.id} schedule={schedule} />);
    const path = `/social-media/${artist.id}/facebook/insights`;
    await screen.findByLabelText('Facebook insights', { selector: 'dl' });
    expect(recorder.count('GET', path)).toBe(1);

    // The real dialog (./post has its own tests): the smallest valid post is a message.
    await user.click(screen.getByRole('button', { name: 'Create Facebook Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Facebook Post' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Out Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]?.delayMs).toBe(2000);
    expect(recorder.count('GET', path)).toBe(1);
    act(() => pending[0]!.callback());

    await waitFor(() => expect(recorder.count('GET', path)).toBe(2));
  });
});
