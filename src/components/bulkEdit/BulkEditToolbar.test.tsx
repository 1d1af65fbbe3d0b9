import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { AlbumList } from '@/resources/albums/list/AlbumList';
import { ArtistList } from '@/resources/artists/list/ArtistList';
import { SongList } from '@/resources/songs/list/SongList';

beforeEach(() => {
  sessionStorage.clear();
  // jsdom has no object URLs; the artists' avatars need one.
  Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined });
  return signInForTest();
});

/**
 * The accessible name of each Tab stop from the page's start to the first row's checkbox: the
 * selection toolbar sits above the table, before the rows.
 */
async function tabStopsToFirstRow(user: ReturnType<typeof userEvent.setup>) {
  const names: string[] = [];
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 100; i += 1) {
    await user.tab();
    const focused = document.activeElement;
    if (!focused || focused === document.body) break;
    const name =
      focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? focused.tagName;
    names.push(name);
    if (name === 'Select this row') break;
  }
  return names;
}

const LISTS: [string, ReactElement, string][] = [
  ['artists', <ArtistList key="artists" />, '/artists'],
  ['songs', <SongList key="songs" />, '/songs'],
  ['albums', <AlbumList key="albums" />, '/albums'],
];

describe('The bulk actions of a list', () => {
  it.each(LISTS)(
    'are out of the Tab order of the %s list while nothing is selected',
    async (resource, list, route) => {
      const user = userEvent.setup();
      renderWithAdmin(list, { resource, route, locale: 'en' });
      await screen.findAllByRole('checkbox', { name: 'Select this row' }, { timeout: 10_000 });

      const stops = await tabStopsToFirstRow(user);
      expect(stops).toContain('Select this row');
      expect(stops).not.toContain('Unselect');
      expect(stops.filter((name) => /selected$/.test(name))).toEqual([]);

      // Once a row is ticked, they are there.
      const [first] = screen.getAllByRole('checkbox', { name: 'Select this row' });
      await user.click(first as HTMLElement);
      const withSelection = await tabStopsToFirstRow(user);
      expect(withSelection).toContain('Unselect');
      expect(withSelection).toContain('Edit 1 selected');
    },
  );
});
