import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { BrowserStore, columnHeaders, toggleColumn } from '@/components/list/listViews.testkit';
import { db } from '@/mocks/db/database';
import type { AlbumRow } from '@/mocks/db/schema';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { stubObjectUrls } from '../album.testkit';
import { AlbumList } from './AlbumList';

beforeEach(signInForTest);
stubObjectUrls();
afterEach(() => vi.restoreAllMocks());

const LocationSpy = () => {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
};
const currentPath = () => screen.getByTestId('location').textContent ?? '';

function renderList() {
  const user = userEvent.setup();
  renderWithAdmin(
    <>
      <AlbumList />
      <LocationSpy />
    </>,
    { resource: 'albums', route: '/albums', locale: 'en' },
  );
  return user;
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const titlesShown = () =>
  bodyRows().map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');

/**
 * The seeded albums, newest first, read from the demo database itself rather than through the
 * dataProvider and handlers the screen uses: the truth the screen must show.
 */
const allAlbums = (): AlbumRow[] =>
  [...db().albums].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
const artistName = (album: AlbumRow) =>
  db().artists.find((artist) => artist.id === album.artist_id)?.stageName ?? '?';

/** Waits until the table shows exactly these albums, in this order. */
async function expectAlbums(albums: AlbumRow[]) {
  await waitFor(() => expect(titlesShown()).toEqual(albums.map((a) => a.title)));
}

async function search(user: UserEvent, text: string) {
  const box = screen.getByRole('textbox', { name: 'Search' });
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

describe('AlbumList', () => {
  it('lists the newest albums first, with artist, type, status, tracks', async () => {
    const albums = allAlbums();
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Albums' })).toBeVisible();
    await expectAlbums(albums.slice(0, 10));

    const [first] = albums as [AlbumRow];
    const row = bodyRows()[0] as HTMLElement;
    expect(within(row).getByRole('link', { name: artistName(first) })).toHaveAttribute(
      'href',
      `/artists/${first.artist_id}`,
    );
    expect(row).toHaveTextContent({ single: 'Single', ep: 'EP', lp: 'LP' }[first.album_type]);
    expect(row).toHaveTextContent(
      { draft: 'Draft', published: 'Published', archived: 'Archived' }[first.status],
    );
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent(
      String(first.song_ids.length),
    );
  });

  it('opens the album from its row', async () => {
    const albums = allAlbums();
    const [first] = albums as [AlbumRow];
    const user = renderList();
    await expectAlbums(albums.slice(0, 10));
    await user.click(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[3] as HTMLElement);
    await waitFor(() => expect(currentPath()).toBe(`/album/${first.id}`));
  });

  it('sorts by title', async () => {
    const albums = allAlbums();
    const user = renderList();
    await expectAlbums(albums.slice(0, 10));
    await user.click(screen.getByRole('button', { name: 'Sort by title ascending' }));
    const byTitle = [...albums].sort((a, b) => a.title.localeCompare(b.title));
    await waitFor(() =>
      expect(titlesShown().map((t) => t.toLowerCase())).toEqual(
        byTitle.slice(0, 10).map((a) => a.title.toLowerCase()),
      ),
    );
  });

  it('filters by title search, kept in the URL', async () => {
    const albums = allAlbums();
    const user = renderList();
    await expectAlbums(albums.slice(0, 10));

    const target = albums.find((a) => a.title.length >= 4) as AlbumRow;
    const word = target.title.slice(0, 4);
    await search(user, word);
    await expectAlbums(
      albums.filter((a) => a.title.toLowerCase().includes(word.toLowerCase())).slice(0, 10),
    );
    const filter: unknown = JSON.parse(
      new URLSearchParams(currentPath().split('?')[1]).get('filter') ?? '{}',
    );
    expect(filter).toMatchObject({ q: word });
  });

  it('filters by artist, chosen in the autocomplete', async () => {
    const albums = allAlbums();
    const target = albums.find((a) => albums.filter((b) => b.artist_id === a.artist_id).length > 1);
    if (!target) throw new Error('No artist with two albums');
    const user = renderList();
    await expectAlbums(albums.slice(0, 10));

    await user.click(screen.getByRole('combobox', { name: 'Artist' }));
    await user.paste(artistName(target));
    await user.click(await screen.findByRole('option', { name: artistName(target) }));
    await expectAlbums(albums.filter((a) => a.artist_id === target.artist_id).slice(0, 10));
  });

  it('filters by status', async () => {
    const albums = allAlbums();
    const user = renderList();
    await expectAlbums(albums.slice(0, 10));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    // The "all" choice is announced as what it says, not as react-admin's "Clear value".
    expect(await screen.findByRole('option', { name: 'All statuses' })).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'Published' }));
    await expectAlbums(albums.filter((a) => a.status === 'published').slice(0, 10));
  });

  it('hides a column with the column chooser, still hidden after a reload', async () => {
    const albums = allAlbums();
    const user = userEvent.setup();
    const view = () =>
      renderWithAdmin(
        <BrowserStore>
          <AlbumList />
        </BrowserStore>,
        { resource: 'albums', route: '/albums', locale: 'en' },
      );
    const first = view();
    await expectAlbums(albums.slice(0, 10));
    expect(columnHeaders()).toContain('Type');
    await toggleColumn(user, 'Type');
    await waitFor(() => expect(columnHeaders()).not.toContain('Type'));
    const shown = columnHeaders();

    first.unmount();
    view();
    await expectAlbums(albums.slice(0, 10));
    expect(columnHeaders()).toEqual(shown);
  });

  it('says "No albums found" when nothing matches', async () => {
    const user = renderList();
    await screen.findByRole('table');
    await search(user, 'zzzz-no-such-album');
    expect(await screen.findByText('No albums found')).toBeVisible();
  });

  it("toasts the server's message, or 'Error loading albums', when the list fails", async () => {
    server.use(http.get(api('/albums'), () => fail(503, 'Catalogue under maintenance')));
    renderList();
    expect(await screen.findByText('Catalogue under maintenance')).toBeVisible();
    expect(screen.getByText('Error loading albums')).toBeVisible();
  });

  it("says 'Error loading albums' when the server sends no message", async () => {
    server.use(
      http.get(api('/albums'), () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    renderList();
    await waitFor(() => expect(screen.getAllByText('Error loading albums')).toHaveLength(2));
  });

  it('exports the filtered albums as albums.csv, in French, each with its artist by name', async () => {
    const published = allAlbums().filter((a) => a.status === 'published');
    const blobs: Blob[] = [];
    // On top of stubObjectUrls: the files are kept to be read (the covers' images among them).
    Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:test/${blobs.push(blob)}` });
    const csvFiles = () => blobs.filter((blob) => blob.type.startsWith('text/csv'));
    const names: string[] = [];
    // The download link's click would make jsdom try to navigate: its file name is kept instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderWithAdmin(<AlbumList />, { resource: 'albums', route: '/albums', locale: 'fr' });
    await waitFor(() => expect(titlesShown()).toHaveLength(Math.min(10, allAlbums().length)));
    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'Publié' }));
    await expectAlbums(published.slice(0, 10));

    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(csvFiles()).toHaveLength(1));
    expect(names).toEqual(['albums.csv']);
    const [header, ...rows] = Papa.parse<string[]>(await (csvFiles()[0] as Blob).text()).data;
    expect(header).toEqual([
      'Titre',
      'Artiste',
      'Type',
      'Statut',
      'Date de sortie',
      'UPC',
      'Titres',
      'Description',
      'Créé le',
    ]);
    expect(rows.map((row) => [row[0], row[1], row[3], row[6]])).toEqual(
      published.map((album) => [
        album.title,
        artistName(album),
        'Publié',
        String(album.song_ids.length),
      ]),
    );
  });
});
