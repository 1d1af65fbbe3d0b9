// The posts table's selection: the status tabs and the view switch stay usable while posts are
// selected, and a selection the user can no longer see is dropped.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import CampaignPostsDialog from './CampaignPostsDialog';

beforeEach(signInForTest);

const CAMPAIGN = 2;
const postsOf = (status: string) =>
  db().posts.filter((p) => p.campaign_id === CAMPAIGN && p.status === status);

/** The campaigns screen's way back into the dialog: a link to the campaign's posts. */
const Reopen = () => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(`/promo-campaigns?campaignId=${CAMPAIGN}`)}>
      Open the posts again
    </button>
  );
};

const renderDialog = (query = '') =>
  renderWithAdmin(
    <>
      <CampaignPostsDialog />
      <Reopen />
    </>,
    { route: `/promo-campaigns?campaignId=${CAMPAIGN}${query}`, locale: 'en' },
  );
const findDialog = async () => {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('table');
  return dialog;
};

// Role queries over a table of 78 posts are slow in jsdom: the rows are read from the DOM.
const rowOf = (id: number) =>
  Array.from(document.querySelectorAll<HTMLTableRowElement>('[role=dialog] tbody tr')).find(
    (row) => Number(row.cells[1].textContent) === id,
  )!;
const boxOf = (id: number) => within(rowOf(id)).getByRole('checkbox');
/** What the bulk actions bar says, or 'none' while it is hidden. */
const selectedCount = (dialog: HTMLElement) => {
  const count = within(dialog).queryByText(/^\d+ items? selected$/);
  return count && !count.closest('[hidden]') ? count.textContent : 'none';
};

describe('posts view: selection', () => {
  it('keeps the tabs and the view switch usable with posts selected, and drops those a tab hides', async () => {
    const user = userEvent.setup();
    const [review] = postsOf('needs_review');
    const [approved] = postsOf('approved');
    renderDialog();
    const dialog = await findDialog();
    await user.click(boxOf(review.id));
    await user.click(boxOf(approved.id));
    expect(selectedCount(dialog)).toBe('2 items selected');

    const tabs = within(dialog).getByRole('tablist', { name: 'Post statuses' });
    await user.click(within(tabs).getByRole('tab', { name: /^Needs Review/ }));
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /^Needs Review/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    // The approved post is no longer shown: it is no longer selected either.
    await waitFor(() => expect(selectedCount(dialog)).toBe('1 item selected'));
    expect(boxOf(review.id)).toBeChecked();

    await user.click(within(tabs).getByRole('tab', { name: /^All Posts/ }));
    await waitFor(() => expect(boxOf(approved.id)).not.toBeChecked());
    expect(boxOf(review.id)).toBeChecked();

    const calendar = within(dialog).getByRole('button', { name: 'Calendar' });
    await user.click(calendar);
    await waitFor(() => expect(calendar).toHaveAttribute('aria-pressed', 'true'));
    // The calendar's code arrives later (a lazy module): waited for here, it cannot land in the
    // next test, outside its act().
    await waitFor(() => expect(dialog.querySelector('.fc')).not.toBeNull(), { timeout: 20_000 });
  });

  it('starts with none selected once the dialog is closed and opened again', async () => {
    const user = userEvent.setup();
    const [review] = postsOf('needs_review');
    renderDialog();
    let dialog = await findDialog();
    await user.click(boxOf(review.id));
    expect(selectedCount(dialog)).toBe('1 item selected');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open the posts again' }));
    dialog = await findDialog();
    expect(selectedCount(dialog)).toBe('none');
    expect(boxOf(review.id)).not.toBeChecked();
  });

  it('starts with none selected after a reload', async () => {
    const user = userEvent.setup();
    const [review] = postsOf('needs_review');
    const first = renderDialog();
    const dialog = await findDialog();
    await user.click(boxOf(review.id));
    expect(selectedCount(dialog)).toBe('1 item selected');
    first.unmount();

    renderDialog();
    expect(selectedCount(await findDialog())).toBe('none');
    expect(boxOf(review.id)).not.toBeChecked();
  });
});
