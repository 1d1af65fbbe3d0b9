// Where the keyboard focus goes when an action takes rows out of the posts table's status tab,
// and what the bulk actions bar leaves reachable.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import CampaignPostsDialog from './CampaignPostsDialog';

beforeEach(signInForTest);

const CAMPAIGN = 2;

const renderAt = async (query: string) => {
  renderWithAdmin(<CampaignPostsDialog />, {
    route: `/promo-campaigns?campaignId=${CAMPAIGN}&${query}`,
    locale: 'en',
  });
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('table');
  return dialog;
};

// Role queries over a table of 78 posts are slow in jsdom: the rows are read from the DOM.
const shownRows = () =>
  Array.from(document.querySelectorAll<HTMLTableRowElement>('[role=dialog] tbody tr')).filter(
    (row) => getComputedStyle(row).display !== 'none',
  );
const idOf = (row: HTMLTableRowElement) => Number(row.cells[1].textContent);
const listedIds = () => shownRows().map(idOf);
const rowOf = (id: number) => shownRows().find((row) => idOf(row) === id)!;
const linkOf = (id: number) => within(rowOf(id)).getByRole('link', { name: `Open post ${id}` });

/** Leaves `count` posts of the campaign to review (captioned); the others are approved. */
function leaveToReview(count: number): number[] {
  const posts = db().posts.filter((p) => p.campaign_id === CAMPAIGN && p.status === 'needs_review');
  posts.forEach((post, index) => {
    if (index < count) post.caption ??= `Caption of post ${post.id}`;
    else post.status = 'approved';
  });
  return posts.slice(0, count).map((p) => p.id);
}

async function approveFromRow(user: ReturnType<typeof userEvent.setup>, id: number) {
  const approve = within(rowOf(id)).getByRole('button', { name: `Approve: post ${id}` });
  act(() => approve.focus());
  await user.keyboard('{Enter}');
}

describe('posts view: focus after an approval from a row', () => {
  it('goes to the row before when the approved post was the last of the tab', async () => {
    const user = userEvent.setup();
    leaveToReview(3);
    await renderAt('status=needs_review');
    const listed = listedIds();
    expect(listed).toHaveLength(3);

    await approveFromRow(user, listed[2]);

    await waitFor(() => expect(listedIds()).toEqual(listed.slice(0, 2)));
    await waitFor(() => expect(linkOf(listed[1])).toHaveFocus());
  });

  it('goes to the tab when the approved post was the only one', async () => {
    const user = userEvent.setup();
    const [only] = leaveToReview(1);
    const dialog = await renderAt('status=needs_review');

    await approveFromRow(user, only);

    const tab = await within(dialog).findByRole('tab', { name: 'Needs Review (0)' });
    await waitFor(() => expect(tab).toHaveFocus());
    expect(within(dialog).getByText('No posts with this status.')).toBeVisible();
  });
});

describe('posts view: bulk actions bar', () => {
  it('gives the focus to the row that took the first approved post’s place', async () => {
    const user = userEvent.setup();
    leaveToReview(5);
    const dialog = await renderAt('status=needs_review');
    const listed = listedIds();
    for (const id of [listed[1], listed[3]]) {
      await user.click(within(rowOf(id)).getByRole('checkbox'));
    }
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    act(() => approve.focus());
    await user.keyboard('{Enter}');

    expect(await screen.findByText('2 posts approved')).toBeInTheDocument();
    await waitFor(() => expect(listedIds()).toEqual([listed[0], listed[2], listed[4]]));
    await waitFor(() => expect(linkOf(listed[2])).toHaveFocus());
  });

  it('gives the focus to the tab when the bulk approval empties it', async () => {
    const user = userEvent.setup();
    leaveToReview(2);
    const dialog = await renderAt('status=needs_review');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    act(() => approve.focus());
    await user.keyboard('{Enter}');

    const tab = await within(dialog).findByRole('tab', { name: 'Needs Review (0)' });
    await waitFor(() => expect(tab).toHaveFocus());
  });

  it('is out of the Tab order while nothing is selected, and reached once a post is', async () => {
    const user = userEvent.setup();
    const dialog = await renderAt('status=needs_review');
    expect(within(dialog).queryByRole('button', { name: 'Unselect' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send to Artist' })).toBeNull();

    // From the view switch, the last control above the table, Tab goes into the table.
    const calendar = within(dialog).getByRole('button', { name: 'Calendar' });
    act(() => calendar.focus());
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: 'Select all' })).toHaveFocus();

    await user.click(within(rowOf(listedIds()[0])).getByRole('checkbox'));
    act(() => calendar.focus());
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Unselect' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Send to Artist' })).toBeVisible();
  });
});
