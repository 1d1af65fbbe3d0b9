import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import {
  BrowserStore,
  columnHeaders,
  openSavedQuery,
  saveCurrentQuery,
  toggleColumn,
} from '@/components/list/listViews.testkit';
import { tokenStore } from '@/api/tokenStore';
import { db } from '@/mocks/db/database';
import { ArtistList } from './ArtistList';
import { ARTIST_TABLE_HEADERS } from './artistList.testkit';

beforeEach(signInForTest);

const LocationSpy = () => {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
};
const query = () =>
  new URLSearchParams((screen.getByTestId('location').textContent ?? '').split('?')[1]);

/** The artists list as after a (re)load of `route`, over the browser's store. */
const renderList = (route = '/artists') =>
  renderWithAdmin(
    <BrowserStore>
      <ArtistList />
      <LocationSpy />
    </BrowserStore>,
    { resource: 'artists', route, locale: 'en' },
  );

const total = (count: number) => screen.findByText(`Total Artists: ${count}`);
const statusCount = (status: string) => db().artists.filter((a) => a.status === status).length;

const DEFAULT_COLUMNS = ARTIST_TABLE_HEADERS;

describe('ArtistList, shaped by its user', () => {
  it('hides a column with the column chooser, still hidden after a reload, until reset', async () => {
    const user = userEvent.setup();
    const first = renderList();
    await total(db().artists.length);
    expect(columnHeaders()).toEqual(DEFAULT_COLUMNS);

    await toggleColumn(user, 'Email');
    await waitFor(() =>
      expect(columnHeaders()).toEqual(DEFAULT_COLUMNS.filter((c) => c !== 'Email')),
    );

    first.unmount();
    renderList();
    await total(db().artists.length);
    expect(columnHeaders()).toEqual(DEFAULT_COLUMNS.filter((c) => c !== 'Email'));

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('switch', { name: 'Email' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Stage name' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(columnHeaders()).toEqual(DEFAULT_COLUMNS));
  });

  it('saves the filters and sort as a named query and restores them after a reload', async () => {
    const user = userEvent.setup();
    const suspended = statusCount('suspended');
    const first = renderList(
      `/artists?filter=${encodeURIComponent('{"status":"suspended"}')}&sort=stageName&order=ASC`,
    );
    await total(suspended);

    // Nothing saved yet: the menu says how to save one.
    await user.click(screen.getByRole('button', { name: 'Saved queries' }));
    expect(await screen.findByText(/No saved query yet/)).toBeVisible();
    await user.keyboard('{Escape}');

    await saveCurrentQuery(user, 'Suspended, A to Z');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    first.unmount();
    // Back later by a link with other filters and sort.
    renderList('/artists?sort=createdAt&order=DESC');
    await total(db().artists.length);

    await openSavedQuery(user, 'Suspended, A to Z');
    await total(suspended);
    expect(JSON.parse(query().get('filter') ?? '{}')).toEqual({ status: 'suspended' });
    expect([query().get('sort'), query().get('order')]).toEqual(['stageName', 'ASC']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    for (const row of rows) expect(row).toHaveTextContent('Suspended');

    // The query shown is that one: it can be removed from the same menu.
    await user.click(screen.getByRole('button', { name: 'Saved queries' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Suspended, A to Z', current: true }),
    ).toBeVisible();
    await user.click(
      screen.getByRole('menuitem', { name: 'Remove saved query "Suspended, A to Z"' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove saved query?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'Saved queries' }));
    expect(await screen.findByText(/No saved query yet/)).toBeVisible();
  });

  it("keeps a user's columns and saved queries for them alone on a shared browser", async () => {
    const user = userEvent.setup();
    const first = renderList();
    await total(db().artists.length);
    await toggleColumn(user, 'Email');
    await saveCurrentQuery(user, 'Mine');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    // Someone else signs in on this browser.
    const me = tokenStore.user();
    if (!me) throw new Error('signed in first');
    tokenStore.setUser({ ...me, id: Number(me.id) + 1, email: 'someone.else@label.test' });
    const theirs = renderList();
    await total(db().artists.length);
    expect(columnHeaders()).toEqual(DEFAULT_COLUMNS);
    await user.click(screen.getByRole('button', { name: 'Saved queries' }));
    expect(await screen.findByText(/No saved query yet/)).toBeVisible();
    await user.keyboard('{Escape}');
    theirs.unmount();

    // The first user, back, finds theirs.
    tokenStore.setUser(me);
    renderList();
    await total(db().artists.length);
    expect(columnHeaders()).toEqual(DEFAULT_COLUMNS.filter((c) => c !== 'Email'));
    await user.click(screen.getByRole('button', { name: 'Saved queries' }));
    expect(await screen.findByRole('menuitem', { name: 'Mine' })).toBeVisible();
  });
});
