import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '../../mocks/db/database';
import NotificationsPage from './NotificationsPage';

beforeEach(signInForTest);

// The seed: 40 notifications, the newest 12 unread.
async function renderPage() {
  const user = userEvent.setup();
  renderWithAdmin(<NotificationsPage />, { route: '/notifications' });
  const list = await screen.findByRole('list', { name: 'Notification list' });
  return { user, list };
}

const items = () =>
  within(screen.getByRole('list', { name: 'Notification list' })).getAllByRole('listitem');
const unreadDots = () =>
  within(screen.getByRole('list', { name: 'Notification list' })).queryAllByRole('img', {
    name: 'Unread',
  });
const filter = (name: string) =>
  within(screen.getByRole('group', { name: 'Show notifications' })).getByRole('button', { name });

describe('NotificationsPage', () => {
  it('shows the first 10 of all notifications under an h1', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(filter('All')).toHaveAttribute('aria-pressed', 'true');
    expect(items()).toHaveLength(10);
    expect(screen.getByText('1–10 of 40')).toBeVisible();
  });

  it('pages through them 10 at a time', async () => {
    const { user } = await renderPage();
    const newestTitles = items().map((li) => li.textContent);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('11–20 of 40')).toBeVisible();
    expect(items()).toHaveLength(10);
    expect(items()[0].textContent).not.toBe(newestTitles[0]);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('31–40 of 40')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(screen.getByText('21–30 of 40')).toBeVisible();
  });

  it('filters unread and read, back on the first page', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));

    await user.click(filter('Unread'));
    expect(filter('Unread')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1–10 of 12')).toBeVisible();
    expect(unreadDots()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(items()).toHaveLength(2);
    expect(unreadDots()).toHaveLength(2);

    await user.click(filter('Read'));
    expect(screen.getByText('1–10 of 28')).toBeVisible();
    expect(items()).toHaveLength(10);
    expect(unreadDots()).toHaveLength(0);
  });

  it('marks all read, after which the unread filter is empty', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));

    expect(await screen.findByText('All notifications marked as read')).toBeVisible();
    await waitFor(() => expect(unreadDots()).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    await user.click(filter('Unread'));
    expect(screen.getByText('No unread notifications')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('says when no notification is read yet', async () => {
    for (const n of db().notifications) n.is_read = false;
    const { user } = await renderPage();
    await user.click(filter('Read'));
    expect(screen.getByText('No read notifications')).toBeVisible();
  });

  it('marks one read on click and deletes one', async () => {
    const { user, list } = await renderPage();
    const payment = within(list)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Royalty payment pending'));
    if (!payment) throw new Error('the seed has an unread payment notification');

    await user.click(within(payment).getAllByRole('button')[0]);
    await waitFor(() => expect(within(payment).queryByRole('img', { name: 'Unread' })).toBeNull());

    await user.click(within(items()[0]).getByRole('button', { name: 'Delete notification' }));
    expect(await screen.findByText('Notification deleted')).toBeVisible();
    expect(await screen.findByText('1–10 of 39')).toBeVisible();
  });

  it('keeps a valid page when the last one empties', async () => {
    const { user } = await renderPage();
    await user.click(filter('Unread'));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(items()).toHaveLength(2);

    for (const li of items()) {
      await user.click(within(li).getByRole('button', { name: 'Delete notification' }));
    }

    expect(await screen.findByText('1–10 of 10')).toBeVisible();
    expect(items()).toHaveLength(10);
  });
});
