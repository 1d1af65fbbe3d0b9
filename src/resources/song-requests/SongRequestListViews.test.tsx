import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import {
  BrowserStore,
  openSavedQuery,
  saveCurrentQuery,
} from '../../components/list/listViews.testkit';
import { db } from '../../mocks/db/database';
import { currentUrl, LocationProbe, stubObjectUrls } from '../songs/songs.testkit';
import { SongRequestList } from './SongRequestList';

beforeEach(signInForTest);
stubObjectUrls();

/** The song requests screen as after a (re)load of `route`, over the browser's store. */
const renderList = (route = '/song-requests') =>
  renderWithAdmin(
    <BrowserStore>
      <SongRequestList />
      <LocationProbe />
    </BrowserStore>,
    { resource: 'song-requests', route, locale: 'en' },
  );

/** The approved requests, oldest first: what the saved query shows. */
const approvedOldestFirst = () =>
  db()
    .songRequests.filter((r) => r.status === 'approved')
    .sort((a, b) => a.requested_at.localeCompare(b.requested_at) || a.id - b.id)
    .slice(0, 10)
    .map((r) => r.title);
const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('SongRequestList, shaped by its user', () => {
  it('saves a status and sort as a named query and restores them after a reload', async () => {
    const user = userEvent.setup();
    const first = renderList(
      `/song-requests?filter=${encodeURIComponent('{"status":"approved"}')}&sort=requested_at&order=ASC`,
    );
    await waitFor(() => expect(cardTitles()).toEqual(approvedOldestFirst()));
    // Cards, not a table: there are no columns to choose.
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();

    await saveCurrentQuery(user, 'Approved, oldest first');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    first.unmount();
    // Back later by a link to the pending requests, newest first.
    renderList(
      `/song-requests?filter=${encodeURIComponent('{"status":"pending"}')}&sort=requested_at&order=DESC`,
    );
    expect(
      await screen.findByRole('button', { name: /^Pending/, pressed: true }),
    ).toBeInTheDocument();

    await openSavedQuery(user, 'Approved, oldest first');
    await waitFor(() => expect(cardTitles()).toEqual(approvedOldestFirst()));
    expect(screen.getByRole('button', { name: 'Approved', pressed: true })).toBeInTheDocument();
    const url = decodeURIComponent(currentUrl() ?? '');
    expect(url).toContain('"status":"approved"');
    expect(url).toContain('order=ASC');
  });
});
