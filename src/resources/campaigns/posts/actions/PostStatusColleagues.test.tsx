// A post's status change when a colleague moved the post meanwhile (issue 37): the post is read
// again before the call; one no longer in the status the user saw is left alone, the user is
// told what it is now, and the view shows it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { PostStatus } from '@/api/types';
import { db } from '@/mocks/db/database';
import type { PostRow } from '@/mocks/db/schema';
import { server } from '@/mocks/node';
import { resetGenerations } from '../../generation/generationStore';
import CampaignPostsDialog from '../CampaignPostsDialog';
import { renderPostDrawer } from '../drawer/postDrawer.testkit';

beforeEach(async () => {
  await signInForTest();
  resetGenerations();
});
afterEach(() => server.events.removeAllListeners());

/** Every post write (updates and sends), as "METHOD path". */
function recordWrites() {
  const writes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET' && pathname.includes('/post-generation/')) {
      writes.push(`${request.method} ${pathname.replace(/^.*\/post-generation/, '')}`);
    }
  });
  return writes;
}

const postsOf = (campaignId: number, status: PostStatus) =>
  db().posts.filter((p) => p.campaign_id === campaignId && p.status === status && p.caption);
const onServer = (post: PostRow) => db().posts.find((p) => p.id === post.id)!;

/** A campaign with at least `count` posts of that status, with a caption. */
const campaignWith = (status: PostStatus, count: number) =>
  db().campaigns.find((c) => postsOf(c.id, status).length >= count)!;

async function renderPosts(campaignId: number, status: PostStatus) {
  const user = userEvent.setup();
  renderWithAdmin(<CampaignPostsDialog />, {
    route: `/promo-campaigns?campaignId=${campaignId}&status=${status}`,
    locale: 'en',
    stackedToasts: true,
  });
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('table');
  return { user, dialog };
}

const rowOf = (postId: number) =>
  Array.from(document.querySelectorAll<HTMLTableRowElement>('[role=dialog] tbody tr')).find((row) =>
    within(row).queryByRole('link', { name: `Open post ${postId}` }),
  );

describe('post status changes, with a colleague at work', () => {
  it('does not approve a post a colleague approved meanwhile, and says what it is now', async () => {
    const [post] = postsOf(campaignWith('needs_review', 1).id, 'needs_review');
    if (!post) throw new Error('The seed has a post in review');
    const writes = recordWrites();
    const { user } = await renderPosts(post.campaign_id, 'needs_review');
    onServer(post).status = 'approved';
    await user.click(
      within(rowOf(post.id)!).getByRole('button', { name: `Approve: post ${post.id}` }),
    );

    expect(
      await screen.findByText('This post is now Approved. Nothing was changed.'),
    ).toBeVisible();
    expect(screen.queryByText('Post approved successfully')).toBeNull();
    expect(writes).toEqual([]);
    // The view shows it as it is: gone from the Needs Review tab.
    await waitFor(() => expect(rowOf(post.id)).toBeUndefined());
  });

  it('approves the selected posts still in review and names the one a colleague moved', async () => {
    const campaign = campaignWith('needs_review', 2);
    const [moved, still] = postsOf(campaign.id, 'needs_review');
    if (!moved || !still) throw new Error('The seed has two posts in review');
    const writes = recordWrites();
    const { user, dialog } = await renderPosts(campaign.id, 'needs_review');
    for (const post of [moved, still]) {
      await user.click(within(rowOf(post.id)!).getByRole('checkbox', { name: 'Select this row' }));
    }
    onServer(moved).status = 'scheduled';
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('1 post approved')).toBeVisible();
    expect(
      screen.getByText(
        `1 post was changed by someone else meanwhile and left as it is: post ${moved.id} is now Scheduled.`,
      ),
    ).toBeVisible();
    expect(writes).toEqual([`PUT /posts/${still.id}`]);
    expect([onServer(moved).status, onServer(still).status]).toEqual(['scheduled', 'approved']);
  });

  it('sends to the artist only the posts still generated', async () => {
    const campaign = campaignWith('generated', 2);
    const generated = db().posts.filter(
      (p) => p.campaign_id === campaign.id && p.status === 'generated',
    );
    const [moved] = generated;
    if (!moved) throw new Error('The seed has generated posts');
    const sent: { post_ids: number[] }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/post-generation/send-to-artist')) {
        void request
          .clone()
          .json()
          .then((body: { post_ids: number[] }) => sent.push(body));
      }
    });
    const { user, dialog } = await renderPosts(campaign.id, 'generated');
    // A colleague edited its caption meanwhile: it went to review.
    onServer(moved).status = 'needs_review';
    await user.click(
      within(dialog).getByRole('button', { name: `Send to Artist (${generated.length})` }),
    );
    const question = await screen.findByRole('dialog', {
      name: /^Send \d+ posts? to the artist\?$/,
    });
    await user.click(within(question).getByRole('button', { name: 'Send to Artist' }));

    const rest = generated.length - 1;
    expect(
      await screen.findByText(`Sent ${rest} post${rest === 1 ? '' : 's'} to artist`),
    ).toBeVisible();
    expect(
      screen.getByText(
        `1 post was changed by someone else meanwhile and left as it is: post ${moved.id} is now Needs Review.`,
      ),
    ).toBeVisible();
    expect(sent.map((body) => [...body.post_ids].sort())).toEqual([
      generated
        .slice(1)
        .map((p) => p.id)
        .sort(),
    ]);
  });

  it('does not approve from the drawer a post a colleague moved meanwhile', async () => {
    const [post] = postsOf(campaignWith('needs_review', 1).id, 'needs_review');
    if (!post) throw new Error('The seed has a post in review');
    const writes = recordWrites();
    const user = userEvent.setup();
    renderPostDrawer(post);
    const drawer = await screen.findByRole('dialog', { name: `Post ${post.id}` });
    onServer(post).status = 'rejected_by_artist';
    await user.click(within(drawer).getByRole('button', { name: 'Approve Post' }));

    expect(
      await screen.findByText('This post is now Rejected. Nothing was changed.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
    expect(onServer(post).status).toBe('rejected_by_artist');
  });
});
