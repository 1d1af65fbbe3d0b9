import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { api, ok } from '../../mocks/http';
import { server } from '../../mocks/node';
import { createDataProvider } from '../../providers/data';
import { NotificationBell } from './NotificationBell';

beforeEach(signInForTest);

/** Renders the bell with a spy on the count method, to wait for and count its calls. */
function renderBell() {
  const dataProvider = createDataProvider();
  const countCalls = vi.spyOn(dataProvider, 'getUnreadNotificationCount');
  renderWithAdmin(<NotificationBell />, { dataProvider });
  return countCalls;
}

const bellButton = () => screen.getByRole('button', { name: /^Notifications/ });
const badgeOf = (button: HTMLElement) => button.querySelector('.MuiBadge-badge');

describe('NotificationBell badge', () => {
  it.each([
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('shows %s unread as "%s", with the exact count in its name', async (count, text) => {
    server.use(http.get(api('/notifications/unread-count'), () => ok({ count })));
    renderBell();
    const button = await screen.findByRole('button', {
      name: `Notifications, ${count} unread`,
    });
    expect(badgeOf(button)).toHaveTextContent(new RegExp(`^${text.replace('+', '\\+')}$`));
    expect(badgeOf(button)).not.toHaveClass('MuiBadge-invisible');
  });

  it('hides the badge when nothing is unread', async () => {
    server.use(http.get(api('/notifications/unread-count'), () => ok({ count: 0 })));
    const countCalls = renderBell();
    await waitFor(() => expect(countCalls).toHaveBeenCalled());
    await act(() => countCalls.mock.results[0].value);
    const button = bellButton();
    expect(button).toHaveAccessibleName('Notifications');
    // MUI keeps the last number inside a hidden badge for its exit animation: hidden is the test.
    expect(badgeOf(button)).toHaveClass('MuiBadge-invisible');
  });

  it('shows the count of the seeded database', async () => {
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 12 unread' })).toBeVisible();
    expect(within(bellButton()).getByText('12')).toBeInTheDocument();
  });
});

describe('NotificationBell polling', () => {
  let visibility: DocumentVisibilityState = 'visible';
  const setVisibility = (state: DocumentVisibilityState) => {
    visibility = state;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  };

  beforeEach(() => {
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    // The clock moves on its own (requests still resolve) and can also be pushed forward.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  // The spec polls the unread count every 10 seconds. Pinned here, not imported from
  // the code under test, so a changed interval fails.
  const POLL_MS = 10_000;

  it('asks for the unread count every 10 seconds while the tab is visible', async () => {
    const countCalls = renderBell();
    await waitFor(() => expect(countCalls).toHaveBeenCalledTimes(1));
    await advance(POLL_MS);
    await waitFor(() => expect(countCalls).toHaveBeenCalledTimes(2));
    await advance(POLL_MS);
    await waitFor(() => expect(countCalls).toHaveBeenCalledTimes(3));
  });

  it('pauses while the tab is hidden and asks again as soon as it shows', async () => {
    const countCalls = renderBell();
    await waitFor(() => expect(countCalls).toHaveBeenCalledTimes(1));

    setVisibility('hidden');
    await advance(5 * POLL_MS);
    expect(countCalls).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    await waitFor(() => expect(countCalls).toHaveBeenCalledTimes(2));
    await advance(POLL_MS);
    await waitFor(() => expect(countCalls).toHaveBeenCalledTimes(3));
  });

  it('shows the new count after a poll', async () => {
    let count = 3;
    server.use(http.get(api('/notifications/unread-count'), () => ok({ count })));
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    count = 4;
    await advance(POLL_MS);
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeVisible();
  });
});
