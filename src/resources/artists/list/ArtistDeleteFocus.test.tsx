import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import { ArtistList } from './ArtistList';

beforeEach(signInForTest);

const renderList = (route = '/artists') =>
  renderWithAdmin(<ArtistList />, { resource: 'artists', route, locale: 'en' });

/** The body rows (the first row is the header). */
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
// The row's buttons come once the rows are painted (AfterFirstPaint).
const deleteButtonOf = (row: HTMLElement) => within(row).findByRole('button', { name: 'Delete' });

describe('ArtistList: focus around a delete', () => {
  it('asks with the focus on Cancel, then focuses the row that took the deleted one’s place', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const [first, second] = bodyRows();
    if (!first || !second) throw new Error('Fewer than two rows');
    const next = await deleteButtonOf(second);

    await user.click(await deleteButtonOf(first));
    const dialog = await screen.findByRole('dialog', { name: 'Delete artist' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(next).toHaveFocus();
  });

  it('focuses the heading when the deleted artist was the only row', async () => {
    const [artist] = db().artists;
    if (!artist) throw new Error('No seeded artist');
    const user = userEvent.setup();
    const filter = encodeURIComponent(JSON.stringify({ q: artist.stageName }));
    renderList(`/artists?filter=${filter}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const [only] = bodyRows();
    if (!only) throw new Error('No row');

    await user.click(await deleteButtonOf(only));
    const dialog = await screen.findByRole('dialog', { name: 'Delete artist' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No artists found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Artists' })).toHaveFocus();
  });
});
