import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '../../mocks/db/database';
import { api } from '../../mocks/http';
import { server } from '../../mocks/node';
import { recordRequests } from '../../resources/artists/detail/artistDetail.testkit';
import {
  addArtists,
  chipOf,
  facebookRow,
  isConnected,
  loadedRows,
  renderSocialMedia,
  rowName,
  rowOf,
  seededArtist,
} from './socialMedia.testkit';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const SOCIAL_STATE = /^\/social-media\/\d+$/;

describe('Social Media: the roster page by page', () => {
  it('shows each artist of the page with the Facebook state the API holds, linked to the Social tab', async () => {
    renderSocialMedia();
    const rows = await loadedRows();

    expect(rows).toHaveLength(10);
    const names = rows.map(rowName);
    expect(names).toEqual(
      db()
        .artists.map((a) => a.stageName)
        .sort((a, b) => a.localeCompare(b))
        .slice(0, 10),
    );
    for (const row of rows) {
      const artist = seededArtist(rowName(row));
      const link = within(row).getByRole('link', { name: artist.stageName });
      expect(link).toHaveAttribute('href', `/artists/${artist.id}?tab=social`);
      if (isConnected(artist.id)) {
        expect(chipOf(row)).toBe('Connected');
        expect(row).toHaveTextContent(`Page: ${facebookRow(artist.id)?.display_name}`);
        expect(row).toHaveTextContent(/Last sync: /);
        expect(within(row).getByRole('checkbox')).toBeDisabled();
        expect(within(row).queryByRole('button', { name: /invitation/ })).toBeNull();
      } else {
        // The API keeps no pending invitation: nothing was sent from this browser yet.
        expect(chipOf(row)).toBe('Not connected');
        expect(
          within(row).getByRole('button', { name: `Send invitation to ${artist.stageName}` }),
        ).toBeVisible();
      }
    }
    // The seed gives the first page both states, so the test above saw each of them.
    expect(new Set(rows.map(chipOf))).toEqual(new Set(['Connected', 'Not connected']));
    expect(screen.getByText(/TikTok: not available yet/)).toBeVisible();
    expect(screen.getByText(/Instagram: not available yet/)).toBeVisible();
    expect(screen.getByText(/YouTube: not available yet/)).toBeVisible();
  });

  it.each([
    ['as seeded', 0],
    ['with 3,000 more artists', 3000],
  ])(
    'reads one social state per artist shown, %s',
    async (_size, extra) => {
      addArtists(extra);
      const recorder = recordRequests();
      const { user } = renderSocialMedia();
      await loadedRows();

      const label = new Intl.NumberFormat('en').format(db().artists.length);
      expect(screen.getByText(`1–10 of ${label}`)).toBeVisible();
      expect(recorder.count('GET', '/artists')).toBe(1);
      expect(recorder.count('GET', SOCIAL_STATE)).toBe(10);
      const shown = recorder.requests
        .filter((r) => SOCIAL_STATE.test(r.path))
        .map((r) => Number(r.path.split('/')[2]));
      const onPage = (await loadedRows()).map((row) => seededArtist(rowName(row)).id);
      expect(new Set(shown)).toEqual(new Set(onPage));

      await user.click(screen.getByRole('button', { name: 'Go to next page' }));
      await waitFor(() => expect(recorder.count('GET', SOCIAL_STATE)).toBe(20));
      await loadedRows();
      expect(recorder.count('GET', SOCIAL_STATE)).toBe(20);
    },
    20_000,
  );

  it('says when one artist’s state could not be read, and reads it again on Retry', async () => {
    let failing = true;
    let failedId: number | undefined;
    server.use(
      http.get(api('/social-media/:artistId'), ({ params }) => {
        const id = Number(params.artistId);
        failedId ??= id;
        if (failing && id === failedId) {
          return HttpResponse.json(
            { success: false, message: 'Accounts store offline' },
            { status: 503 },
          );
        }
        return undefined;
      }),
    );
    const { user } = renderSocialMedia();
    const table = await screen.findByRole('table', {
      name: 'Facebook state of the artists on this page',
    });
    const retry = await within(table).findByRole('button', { name: /^Retry reading the Facebook/ });
    const row = retry.closest('tr')!;
    expect(row).toHaveTextContent('Accounts store offline');
    // The other artists of the page show their state all the same.
    expect(within(table).getAllByText(/^(Connected|Not connected)$/)).toHaveLength(9);

    failing = false;
    await user.click(retry);
    const artist = db().artists.find((a) => a.id === failedId)!;
    await waitFor(() =>
      expect(chipOf(row)).toBe(isConnected(artist.id) ? 'Connected' : 'Not connected'),
    );
  });

  it('searches artists on the server', async () => {
    const recorder = recordRequests();
    const { user } = renderSocialMedia();
    await loadedRows();
    const artist = seededArtist(rowName((await loadedRows())[3]!));

    await user.type(screen.getByRole('textbox', { name: 'Search' }), artist.stageName);

    await waitFor(() =>
      expect(recorder.requests.some((r) => r.search.get('search') === artist.stageName)).toBe(true),
    );
    await waitFor(async () =>
      expect((await loadedRows()).map(rowName)).toEqual([artist.stageName]),
    );
  });
});

describe('Social Media: the Facebook state filter', () => {
  it('filters the artists of the page by state, and says it works within the page', async () => {
    const { user } = renderSocialMedia();
    const rows = await loadedRows();
    const names = rows.map(rowName);
    const connected = names.filter((name) => isConnected(seededArtist(name).id));
    const notConnected = names.filter((name) => !connected.includes(name));
    expect(connected.length).toBeGreaterThan(0);
    expect(notConnected.length).toBeGreaterThan(0);
    const group = screen.getByRole('group', { name: 'Facebook state' });
    expect(within(group).getByRole('button', { name: 'All (10)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'Invitation sent (0)' })).toBeVisible();

    await user.click(
      within(group).getByRole('button', { name: `Connected (${connected.length})` }),
    );
    expect((await loadedRows()).map(rowName)).toEqual(connected);
    expect(
      screen.getByText(
        `Facebook states are read for the artists of this page only, so the filter works within the page: ${connected.length} of its 10 artists shown. Other pages may hold more.`,
      ),
    ).toBeVisible();

    await user.click(
      within(group).getByRole('button', { name: `Not connected (${notConnected.length})` }),
    );
    expect((await loadedRows()).map(rowName)).toEqual(notConnected);

    await user.click(within(group).getByRole('button', { name: 'Invitation sent (0)' }));
    expect(await screen.findByText('No artist on this page is in this state.')).toBeVisible();

    await user.click(within(group).getByRole('button', { name: 'All (10)' }));
    expect((await loadedRows()).map(rowName)).toEqual(names);
    expect(screen.queryByText(/filter works within the page/)).toBeNull();
  });
});

describe('Social Media: invitations', () => {
  const sendPath = api('/social-media/:artistId/facebook/send-invitation');

  it('invites the selected artists a few at a time, with progress, each result and Retry', async () => {
    const { user } = renderSocialMedia();
    await loadedRows();
    const group = screen.getByRole('group', { name: 'Facebook state' });
    await user.click(within(group).getByRole('button', { name: /^Not connected/ }));
    const invitees = (await loadedRows()).slice(0, 4).map((row) => seededArtist(rowName(row)));
    expect(invitees).toHaveLength(4);
    const failing = invitees[1]!;
    let refuse = true;
    let inFlight = 0;
    let most = 0;
    server.use(
      // Holds each invitation a moment (all four, the refused one too), to see how many are
      // under way at once; then the next handler answers.
      http.post(sendPath, async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await delay(40);
        inFlight -= 1;
        return undefined;
      }),
      http.post(sendPath, ({ params }) =>
        refuse && Number(params.artistId) === failing.id
          ? HttpResponse.json(
              { success: false, message: 'Mail server unavailable' },
              { status: 502 },
            )
          : undefined,
      ),
    );

    for (const artist of invitees) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${artist.stageName}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Send invitation to selected (4)' }));

    const progress = screen.getByRole('progressbar', { name: 'Sending invitations' });
    expect(await screen.findByText(/^Sending invitations: [0-3] of 4$/)).toBeVisible();
    expect(
      await screen.findByText('Invitations: 3 sent, 1 not sent, of 4.', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(progress).toHaveAttribute('aria-valuenow', '100');
    expect(most).toBe(3);
    for (const artist of invitees) {
      const row = rowOf(artist.stageName);
      if (artist === failing) {
        expect(row).toHaveTextContent('Mail server unavailable');
        expect(chipOf(row)).toBe('Not connected');
        expect(
          within(row).getByRole('button', { name: `Retry the invitation to ${artist.stageName}` }),
        ).toBeVisible();
      } else {
        // Still in view under "Not connected", in its new state.
        expect(row).toHaveTextContent(`Sent to ${artist.email}`);
        expect(chipOf(row)).toBe('Invitation sent');
      }
    }
    expect(screen.getByRole('button', { name: /^Invitation sent \(3\)/ })).toBeVisible();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    expect(
      await screen.findByText('Invitations: 4 sent, 0 not sent, of 4.', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(rowOf(failing.stageName)).toHaveTextContent(`Sent to ${failing.email}`);
    expect(chipOf(rowOf(failing.stageName))).toBe('Invitation sent');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('progressbar', { name: 'Sending invitations' })).toBeNull();
  });

  it('invites one artist from its row and says where the invitation went', async () => {
    const recorder = recordRequests();
    const { user } = renderSocialMedia();
    const row = (await loadedRows()).find((r) => chipOf(r) === 'Not connected')!;
    const artist = seededArtist(rowName(row));

    await user.click(
      within(row).getByRole('button', { name: `Send invitation to ${artist.stageName}` }),
    );

    expect(await within(row).findByText(new RegExp(`^Sent to ${artist.email}, `))).toBeVisible();
    expect(chipOf(row)).toBe('Invitation sent');
    expect(row).toHaveTextContent(new RegExp(`Sent to ${artist.email}, `));
    // Told once, in the details, not again under the button.
    expect(within(row).getAllByText(/Sent to/)).toHaveLength(1);
    expect(
      within(row).getByRole('button', { name: `Send again to ${artist.stageName}` }),
    ).toBeVisible();
    expect(recorder.count('POST', `/social-media/${artist.id}/facebook/send-invitation`)).toBe(1);
    expect(screen.getByText('Invitations: 1 sent, 0 not sent, of 1.')).toBeVisible();
  });

  it('forgets an invitation once the artist’s page is connected', async () => {
    const { user } = renderSocialMedia();
    const row = (await loadedRows()).find((r) => chipOf(r) === 'Not connected')!;
    const artist = seededArtist(rowName(row));
    await user.click(
      within(row).getByRole('button', { name: `Send invitation to ${artist.stageName}` }),
    );
    await within(row).findByText(new RegExp(`^Sent to ${artist.email}, `));
    const account = facebookRow(artist.id)!;
    const reread = async (chip: string) => {
      // Another page and back: the page's states are read again.
      await user.click(screen.getByRole('button', { name: 'Go to next page' }));
      await waitFor(() => expect(() => rowOf(artist.stageName)).toThrow());
      await loadedRows();
      await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
      await waitFor(() => expect(chipOf(rowOf(artist.stageName))).toBe(chip));
    };

    // The artist connects their page from the invitation, then it is disconnected elsewhere.
    Object.assign(account, { is_connected: true, display_name: 'Their page' });
    await reread('Connected');
    Object.assign(account, { is_connected: false, display_name: null });
    await reread('Not connected');
  });

  it('selects and sends with the keyboard alone', async () => {
    const { user } = renderSocialMedia();
    const row = (await loadedRows()).find((r) => chipOf(r) === 'Not connected')!;
    const artist = seededArtist(rowName(row));
    const box = within(row).getByRole('checkbox', { name: `Select ${artist.stageName}` });

    for (let i = 0; i < 80 && document.activeElement !== box; i += 1) await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();

    const send = screen.getByRole('button', { name: 'Send invitation to selected (1)' });
    for (let i = 0; i < 80 && document.activeElement !== send; i += 1) {
      await user.tab({ shift: true });
    }
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');

    const done = await screen.findByText('Invitations: 1 sent, 0 not sent, of 1.');
    // The button is disabled now that nothing is selected: the focus went to the progress.
    await waitFor(() => expect(done).toHaveFocus());
    expect(
      within(rowOf(artist.stageName)).getByText(new RegExp(`^Sent to ${artist.email}, `)),
    ).toBeVisible();

    // The header box selects every artist shown who can be invited, never a connected one.
    const all = screen.getByRole('checkbox', {
      name: 'Select every artist shown who can be invited',
    });
    for (let i = 0; i < 80 && document.activeElement !== all; i += 1) await user.tab();
    await user.keyboard(' ');
    const rows = await loadedRows();
    const invitable = rows.filter((r) => chipOf(r) !== 'Connected');
    expect(
      screen.getByRole('button', { name: `Send invitation to selected (${invitable.length})` }),
    ).toBeEnabled();
    for (const r of rows) {
      expect(within(r).getByRole('checkbox')).toHaveProperty('checked', chipOf(r) !== 'Connected');
    }
  });
});

describe('Social Media: in French', () => {
  it('names the states, the filter and the actions in French', async () => {
    renderSocialMedia('fr');
    const table = await screen.findByRole('table', {
      name: 'État Facebook des artistes de cette page',
    });
    await waitFor(() =>
      expect(within(table).queryAllByLabelText(/^Lecture de l’état Facebook/)).toHaveLength(0),
    );
    const group = screen.getByRole('group', { name: 'État Facebook' });
    expect(within(group).getByRole('button', { name: 'Tous (10)' })).toBeVisible();
    expect(within(table).getAllByText('Connecté').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Non connecté').length).toBeGreaterThan(0);
    expect(
      within(table).getAllByRole('button', { name: /^Envoyer l’invitation à / }).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText(/^TikTok : pas encore disponible/)).toBeVisible();
    expect(within(table).getAllByText(/^Dernière synchronisation : /).length).toBeGreaterThan(0);
  });
});
