import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import type { PostStatus } from '@/api/types';
import { db } from '@/mocks/db/database';
import {
  campaignsByLaunch,
  cardNames,
  currentPath,
  postsOf,
  renderScreen,
} from './campaigns.testkit';

beforeEach(signInForTest);

const KINDS: { title: string; action: string; status: PostStatus }[] = [
  { title: 'Needs Review', action: 'View posts that need review', status: 'needs_review' },
  {
    title: 'Rejected by Artist',
    action: 'View posts rejected by the artist',
    status: 'rejected_by_artist',
  },
  {
    title: 'Modified by Artist',
    action: 'View posts modified by the artist',
    status: 'pending_admin_review',
  },
  {
    title: 'Artist Approved',
    action: 'View posts approved by the artist',
    status: 'artist_approved',
  },
];

const countIn = (status: PostStatus) => db().posts.filter((p) => p.status === status).length;
const summary = () => screen.findByRole('region', { name: 'Posts Requiring Attention' });

/** Leaves posts in `status` to the campaign `keepId` only; the others' become generated. */
function onlyCampaignWith(status: PostStatus, keepId: number) {
  for (const post of db().posts) {
    if (post.status === status && post.campaign_id !== keepId) post.status = 'generated';
  }
}

describe('AttentionSummary', () => {
  it('sums each status over every campaign, whatever the grid shows', async () => {
    // The grid shows only the draft, which has no posts: the sums still count every campaign.
    const filter = encodeURIComponent(JSON.stringify({ status: 'draft' }));
    renderScreen({ route: `/promo-campaigns?filter=${filter}` });
    const section = await summary();
    await waitFor(() =>
      expect(cardNames()).toEqual(
        campaignsByLaunch()
          .filter((c) => c.status === 'draft')
          .map((c) => c.name),
      ),
    );
    for (const kind of KINDS) {
      const card = within(section).getByRole('listitem', { name: kind.title });
      expect(card).toHaveTextContent(String(countIn(kind.status)));
    }
  });

  it('is not shown while no post waits on the label', async () => {
    const waiting = new Set(KINDS.map((kind) => kind.status));
    for (const post of db().posts) if (waiting.has(post.status)) post.status = 'generated';
    renderScreen();
    await waitFor(() => expect(cardNames()).toHaveLength(db().campaigns.length));
    expect(screen.queryByRole('region', { name: 'Posts Requiring Attention' })).toBeNull();
    expect(screen.queryByText('Posts Requiring Attention')).toBeNull();
  });

  it('links straight to the one campaign with such posts, filtered to their status', async () => {
    const campaign = campaignsByLaunch().find((c) => postsOf(c.id).length > 0)!;
    const modified = postsOf(campaign.id)[0]!;
    modified.status = 'pending_admin_review';
    onlyCampaignWith('pending_admin_review', campaign.id);
    renderScreen();
    const section = await summary();
    const card = within(section).getByRole('listitem', { name: 'Modified by Artist' });
    expect(card).toHaveTextContent(String(postsOf(campaign.id, 'pending_admin_review').length));
    expect(
      within(card).getByRole('link', { name: 'View posts modified by the artist' }),
    ).toHaveAttribute(
      'href',
      `/promo-campaigns?campaignId=${campaign.id}&status=pending_admin_review`,
    );
  });

  it('lets the keyboard choose among the campaigns that have such posts', async () => {
    const having = campaignsByLaunch().filter((c) => postsOf(c.id, 'needs_review').length > 0);
    expect(having.length).toBeGreaterThan(1);
    const user = renderScreen();
    const section = await summary();
    const button = within(section).getByRole('button', { name: 'View posts that need review' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    act(() => button.focus());
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(
      having.map((c) => {
        const n = postsOf(c.id, 'needs_review').length;
        return `${c.name}: ${n} ${n === 1 ? 'post' : 'posts'}`;
      }),
    );
    const target = having[1]!;
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(currentPath()).toBe(`/promo-campaigns?campaignId=${target.id}&status=needs_review`),
    );
  });

  it('shows a disabled button for a status no post is in', async () => {
    for (const post of db().posts)
      if (post.status === 'rejected_by_artist') post.status = 'generated';
    renderScreen();
    const section = await summary();
    const card = within(section).getByRole('listitem', { name: 'Rejected by Artist' });
    expect(card).toHaveTextContent('0');
    expect(
      within(card).getByRole('button', { name: 'View posts rejected by the artist' }),
    ).toBeDisabled();
  });
});
