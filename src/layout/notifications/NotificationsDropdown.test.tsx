import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, type RenderOptions } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '../../mocks/db/database';
import { api, fail, ok } from '../../mocks/http';
import { server } from '../../mocks/node';
import { NotificationBell } from './NotificationBell';

beforeEach(signInForTest);
afterEach(() => vi.restoreAllMocks());

/** react-admin logs every failed dataProvider call in development; these failures are on purpose. */
const expectFailureLogs = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

/** The bell in a header that stays mounted, above two stand-in screens. */
function renderShell(options: RenderOptions = {}) {
  renderWithAdmin(
    <>
      <NotificationBell />
      <Routes>
        <Route path="/song-requests" element={<h1>Song requests screen</h1>} />
        <Route path="/notifications" element={<h1>All notifications screen</h1>} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    { route: '/dashboard', ...options },
  );
}

/** Opens the dropdown and waits for its list. */
async function openDropdown(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Notifications, 12 unread' }));
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  const list = await within(dialog).findByRole('list', { name: 'Notification list' });
  return { dialog, list };
}

/** The bell, also while the open dropdown (a modal) hides the rest of the page from a11y. */
const findBell = (name: string) => screen.findByRole('button', { name, hidden: true });

/** The clickable part of the first listed notification whose text includes `text`. */
function itemButton(list: HTMLElement, text: string): HTMLElement {
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(text));
  if (!item) throw new Error(`No notification says "${text}"`);
  return within(item).getAllByRole('button')[0];
}

describe('notification dropdown', () => {
  it('lists the newest 20 with unread dots, priorities and relative times', async () => {
    const user = userEvent.setup();
    renderShell();
    const { dialog, list } = await openDropdown(user);

    expect(within(dialog).getByRole('heading', { name: 'Notifications' })).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('img', { name: 'Unread' })).toHaveLength(12);
    expect(within(list).getAllByRole('button', { name: 'Delete notification' })).toHaveLength(20);
    const newest = [...db().notifications].sort((a, b) => b.id - a.id)[0];
    const first = within(list).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent(newest.title);
    expect(first).toHaveTextContent(newest.message);
    expect(first.querySelector('time')).toHaveAttribute('datetime', newest.created_at);
    expect(within(dialog).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('marks all read: the badge disappears and a success toast shows', async () => {
    const user = userEvent.setup();
    renderShell();
    const { dialog, list } = await openDropdown(user);

    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));

    expect(await screen.findByText('All notifications marked as read')).toBeVisible();
    await waitFor(() =>
      expect(within(list).queryAllByRole('img', { name: 'Unread' })).toHaveLength(0),
    );
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    const bell = await findBell('Notifications');
    expect(bell.querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible');
  });

  it('opens a song request: marks it read, goes to /song-requests and closes', async () => {
    const user = userEvent.setup();
    renderShell();
    const { list } = await openDropdown(user);
    const request = db().notifications.find((n) => n.type === 'song_request' && !n.is_read);

    await user.click(itemButton(list, request?.message ?? 'a song request'));

    expect(await screen.findByRole('heading', { name: 'Song requests screen' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(db().notifications.find((n) => n.id === request?.id)?.is_read).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 11 unread' })).toBeVisible();
  });

  it('marks another type read on click and stays open', async () => {
    const user = userEvent.setup();
    renderShell();
    const { dialog, list } = await openDropdown(user);

    await user.click(itemButton(list, 'Royalty payment pending'));

    expect(await findBell('Notifications, 11 unread')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).getAllByRole('img', { name: 'Unread' })).toHaveLength(11),
    );
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Song requests screen' })).not.toBeInTheDocument();
  });

  it("shows the server's message when marking read fails", async () => {
    server.use(
      http.patch(api('/notifications/:id/read'), () => fail(503, 'Notification service is down')),
    );
    expectFailureLogs();
    const user = userEvent.setup();
    renderShell();
    const { list } = await openDropdown(user);

    await user.click(itemButton(list, 'Royalty payment pending'));

    expect(await screen.findByText('Notification service is down')).toBeVisible();
  });

  it('shows the default text when a failure carries no server message', async () => {
    server.use(
      http.patch(api('/notifications/:id/read'), () =>
        HttpResponse.json({ success: false }, { status: 500 }),
      ),
    );
    expectFailureLogs();
    const user = userEvent.setup();
    renderShell();
    const { list } = await openDropdown(user);

    await user.click(itemButton(list, 'Royalty payment pending'));

    expect(await screen.findByText('Failed to mark notification as read')).toBeVisible();
  });

  it('deletes one and says so', async () => {
    const user = userEvent.setup();
    renderShell();
    const { list } = await openDropdown(user);
    const newest = within(list).getAllByRole('listitem')[0];

    await user.click(within(newest).getByRole('button', { name: 'Delete notification' }));

    expect(await screen.findByText('Notification deleted')).toBeVisible();
    expect(db().notifications).toHaveLength(39);
    expect(await findBell('Notifications, 11 unread')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    server.use(
      http.get(api('/notifications'), () => ok([])),
      http.get(api('/notifications/unread-count'), () => ok({ count: 0 })),
    );
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });

    expect(await within(dialog).findByText('No notifications')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('shows a toast when the list fails to load', async () => {
    server.use(
      http.get(api('/notifications'), () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    expectFailureLogs();
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 12 unread' }));

    expect(await screen.findByText('Failed to load notifications')).toBeVisible();
  });

  it('closes with Escape and on "View all notifications", which leads to /notifications', async () => {
    const user = userEvent.setup();
    renderShell();
    await openDropdown(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const { dialog } = await openDropdown(user);
    await user.click(within(dialog).getByRole('link', { name: 'View all notifications' }));

    expect(await screen.findByRole('heading', { name: 'All notifications screen' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks French', async () => {
    const user = userEvent.setup();
    renderShell({ locale: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 12 non lues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });

    expect(within(dialog).getByRole('button', { name: 'Tout marquer comme lu' })).toBeVisible();
    expect(await within(dialog).findAllByRole('img', { name: 'Non lue' })).toHaveLength(12);
    expect(within(dialog).getAllByText(/^il y a /)).toHaveLength(20);
  });
});
