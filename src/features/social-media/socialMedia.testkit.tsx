// Shared by the /social-media tests: the screen rendered the way the app mounts it, the rows as
// a person reads them, and the seeded truth (the demo database) they are checked against.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { db, nextId } from '../../mocks/db/database';
import type { ArtistRow } from '../../mocks/db/schema';
import SocialMediaScreen from './SocialMediaScreen';

export function renderSocialMedia(locale: 'en' | 'fr' | 'es' = 'en') {
  const user = userEvent.setup();
  return { user, ...renderWithAdmin(<SocialMediaScreen />, { route: '/social-media', locale }) };
}

export const rosterTable = () =>
  screen.findByRole('table', { name: 'Facebook state of the artists on this page' });

/** The body rows of the table, once every state on the page is read. */
export async function loadedRows(): Promise<HTMLElement[]> {
  const table = await rosterTable();
  await waitFor(() =>
    expect(within(table).queryAllByLabelText(/^Reading the Facebook state of/)).toHaveLength(0),
  );
  return within(table).getAllByRole('row').slice(1);
}

/** The Facebook state a row shows (its cells: selection, state, details, invitation). */
export const chipOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1]!.textContent;

export const rowName = (row: HTMLElement) => within(row).getByRole('rowheader').textContent ?? '';

export function rowOf(name: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Facebook state of the artists on this page' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent === name);
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

export const seededArtist = (stageName: string): ArtistRow => {
  const artist = db().artists.find((a) => a.stageName === stageName);
  if (!artist) throw new Error(`No seeded artist named ${stageName}`);
  return artist;
};

export const facebookRow = (artistId: number) =>
  db().socialAccounts.find((a) => a.artist_id === artistId && a.platform === 'facebook');

/** Whether the demo API holds a connected Facebook page for the artist. */
export const isConnected = (artistId: number) => facebookRow(artistId)?.is_connected ?? false;

/** Grows the label by `count` artists, named to sort after the seeded ones. */
export function addArtists(count: number): void {
  const model = db().artists[0]!;
  const first = nextId('artists');
  for (let i = 0; i < count; i += 1) {
    db().artists.push({
      ...model,
      id: first + i,
      stageName: `Zz Extra ${String(i).padStart(5, '0')}`,
      email: `extra${first + i}@example.com`,
    });
  }
}
