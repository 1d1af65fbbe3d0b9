import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { SongRequestStatus } from '../../api/types';
import { db } from '../../mocks/db/database';
import type { SongRequestRow } from '../../mocks/db/schema';
import { api, fail } from '../../mocks/http';
import { server } from '../../mocks/node';
import { currentUrl, LocationProbe, stubObjectUrls } from '../songs/songs.testkit';
import { SongRequestList } from './SongRequestList';

beforeEach(signInForTest);
stubObjectUrls();

function renderList() {
  const user = userEvent.setup();
  renderWithAdmin(
    <>
      <SongRequestList />
      <LocationProbe />
    </>,
    { resource: 'song-requests', route: '/song-requests', locale: 'en' },
  );
  return user;
}

/** The demo database's requests of a status, newest first: the truth the screen must show. */
const requestsOf = (status?: SongRequestStatus): SongRequestRow[] =>
  db()
    .songRequests.filter((r) => !status || r.status === status)
    .sort((a, b) => b.requested_at.localeCompare(a.requested_at) || b.id - a.id);

const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

async function openNewestPending(user: ReturnType<typeof userEvent.setup>) {
  const [request] = requestsOf('pending') as [SongRequestRow];
  await user.click(await screen.findByRole('button', { name: `View details of ${request.title}` }));
  const dialog = await screen.findByRole('dialog', { name: request.title });
  return { request, dialog };
}

/** The open request rejected from the keyboard alone, with a reason. */
async function rejectWithKeyboard(
  user: ReturnType<typeof userEvent.setup>,
  request: SongRequestRow,
) {
  const dialog = screen.getByRole('dialog', { name: request.title });
  const reject = within(dialog).getByRole('button', { name: 'Reject' });
  act(() => reject.focus());
  await user.keyboard('{Enter}');
  const rejectDialog = await screen.findByRole('dialog', { name: `Reject “${request.title}”` });
  await user.type(
    within(rejectDialog).getByRole('textbox', { name: 'Rejection Reason *' }),
    'Not for this album',
  );
  const confirm = within(rejectDialog).getByRole('button', { name: 'Reject' });
  act(() => confirm.focus());
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Song request rejected')).toBeVisible();
}

describe('SongRequestList', () => {
  it('shows Pending by default with its count, and follows the status buttons in the URL', async () => {
    const pending = requestsOf('pending');
    const user = renderList();

    const pendingButton = await screen.findByRole('button', {
      name: `Pending (${pending.length})`,
    });
    expect(pendingButton).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(cardTitles()).toEqual(pending.slice(0, 10).map((r) => r.title)));

    await user.click(screen.getByRole('button', { name: 'Approved' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(
        requestsOf('approved')
          .slice(0, 10)
          .map((r) => r.title),
      ),
    );
    expect(decodeURIComponent(currentUrl() ?? '')).toContain('"status":"approved"');

    await user.click(screen.getByRole('button', { name: 'All Requests' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(
        requestsOf()
          .slice(0, 10)
          .map((r) => r.title),
      ),
    );
    expect(decodeURIComponent(currentUrl() ?? '')).not.toContain('status');
  });

  it('searches by artist within the status and sorts oldest first', async () => {
    const [newest] = requestsOf('pending') as [SongRequestRow];
    const artist = newest.artist_name;
    const byArtist = requestsOf('pending').filter((r) => r.artist_name === artist);
    expect(byArtist.length).toBeGreaterThan(1);
    const user = renderList();
    await screen.findByRole('heading', { level: 2, name: newest.title });

    await user.click(screen.getByRole('textbox', { name: 'Search by title or artist' }));
    await user.paste(artist);
    await waitFor(() => expect(cardTitles()).toEqual(byArtist.slice(0, 10).map((r) => r.title)));

    await user.click(screen.getByRole('button', { name: /Sort by requested date/ }));
    await user.click(await screen.findByRole('menuitem', { name: /requested date ascending/i }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(
        [...byArtist]
          .reverse()
          .slice(0, 10)
          .map((r) => r.title),
      ),
    );
  });

  it("plays a request's audio from the list, fetching it only when Play is pressed", async () => {
    const request = requestsOf('pending').find((r) => r.audio_file_id !== null);
    const served: string[] = [];
    const onRequest = ({ request: sent }: { request: Request }) => {
      if (sent.url.includes('/media/serve/')) served.push(sent.url);
    };
    server.events.on('request:start', onRequest);
    onTestFinished(() => server.events.removeListener('request:start', onRequest));
    const user = renderList();
    const play = await screen.findByRole('button', { name: `Play audio of ${request?.title}` });
    expect(served).toEqual([]);

    await user.click(play);
    expect(await screen.findByLabelText(`Audio of ${request?.title}`)).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(served).toEqual([
      expect.stringMatching(new RegExp(`/media/serve/${request?.audio_file_id}$`)),
    ]);
  });

  it('refuses a blank rejection reason and sends the trimmed one as admin_notes', async () => {
    const user = renderList();
    const before = requestsOf('pending').length;
    const { request, dialog } = await openNewestPending(user);

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const rejectDialog = await screen.findByRole('dialog', { name: `Reject “${request.title}”` });
    const reason = within(rejectDialog).getByRole('textbox', { name: 'Rejection Reason *' });
    const confirm = within(rejectDialog).getByRole('button', { name: 'Reject' });

    await user.click(confirm);
    expect(await within(rejectDialog).findByText('A rejection reason is required')).toBeVisible();
    await user.type(reason, '   ');
    await user.click(confirm);
    expect(within(rejectDialog).getByText('A rejection reason is required')).toBeVisible();
    expect(db().songRequests.find((r) => r.id === request.id)?.status).toBe('pending');

    await user.clear(reason);
    await user.type(reason, '  Too close to another song  ');
    await user.click(confirm);

    expect(await screen.findByText('Song request rejected')).toBeVisible();
    const row = db().songRequests.find((r) => r.id === request.id);
    expect(row?.status).toBe('rejected');
    expect(row?.admin_notes).toBe('Too close to another song');
    expect(
      await screen.findByRole('button', { name: `Pending (${before - 1})` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).not.toContain(request.title));
  });

  it('gives the focus to the next request’s button once a rejected one leaves the list', async () => {
    const user = renderList();
    const [, next] = requestsOf('pending') as [SongRequestRow, SongRequestRow];
    const { request } = await openNewestPending(user);
    await rejectWithKeyboard(user, request);

    await waitFor(() => expect(cardTitles()).not.toContain(request.title));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `View details of ${next.title}` })).toHaveFocus(),
    );
  });

  it('gives the focus to the list once its last request is rejected', async () => {
    const [only, ...others] = requestsOf('pending') as [SongRequestRow, ...SongRequestRow[]];
    others.forEach((request) => (request.status = 'approved'));
    const user = renderList();
    const { request } = await openNewestPending(user);
    expect(request.id).toBe(only.id);
    await rejectWithKeyboard(user, request);

    await waitFor(() => expect(cardTitles()).toEqual([]));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Song Requests' })).toHaveFocus(),
    );
  });

  it('approves with optional notes and links to the created song', async () => {
    const user = renderList();
    const { request, dialog } = await openNewestPending(user);

    expect(dialog).toHaveTextContent(`Tempo${request.tempo ?? ''}`);
    expect(dialog).toHaveTextContent(`Vocal style${request.vocal_style ?? ''}`);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Admin notes (optional)' }),
      'Great hook',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve & Create Song' }));

    expect(await screen.findByText('Song request approved successfully')).toBeVisible();
    const song = db().songs.at(-1);
    expect(song?.title).toBe(request.title);
    expect(
      await within(dialog).findByRole('link', { name: `Open the song “${request.title}”` }),
    ).toHaveAttribute('href', `/song/${song?.id}`);
    const row = db().songRequests.find((r) => r.id === request.id);
    expect(row?.status).toBe('approved');
    expect(row?.admin_notes).toBe('Great hook');
    expect(within(dialog).queryByRole('button', { name: 'Approve & Create Song' })).toBeNull();
  });

  it('gives the focus to the next request’s button when an approved one’s details close', async () => {
    const user = renderList();
    const [, next] = requestsOf('pending') as [SongRequestRow, SongRequestRow];
    const { request, dialog } = await openNewestPending(user);
    const approve = within(dialog).getByRole('button', { name: 'Approve & Create Song' });
    act(() => approve.focus());
    await user.keyboard('{Enter}');
    await within(dialog).findByRole('link', { name: `Open the song “${request.title}”` });
    // The list, read again behind the details, no longer has it.
    const card = { name: `View details of ${request.title}`, hidden: true };
    await waitFor(() => expect(screen.queryByRole('button', card)).toBeNull());

    const close = within(dialog).getAllByRole('button', { name: 'Close' })[0]!;
    act(() => close.focus());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `View details of ${next.title}` })).toHaveFocus(),
    );
  });

  it("toasts the server's message and says 'Failed to load song requests' in place", async () => {
    server.use(http.get(api('/song-requests'), () => fail(503, 'Reviews are paused')));
    renderList();
    expect(await screen.findByText('Reviews are paused')).toBeVisible();
    expect(screen.getByText('Failed to load song requests')).toBeVisible();
  });
});
