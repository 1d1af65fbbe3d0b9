import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import type { ArtistRow } from '@/mocks/db/schema';
import { api, fail, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import { genreName } from '@/lib/genreName';
import { ArtistList } from './ArtistList';
import { ARTIST_TABLE_HEADERS } from './artistList.testkit';

/** The files the list turned into object URLs: avatars and the CSV download. */
let blobs: Blob[] = [];

beforeEach(async () => {
  await signInForTest();
  blobs = [];
  // jsdom has no object URLs; avatars and the CSV download need one.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    },
    revokeObjectURL: () => undefined,
  });
});
afterEach(() => vi.restoreAllMocks());

/**
 * The seeded roster, newest first, read from the demo database itself rather than through the
 * dataProvider and handlers the screen uses: the truth the screen must show.
 */
const seeded = (): ArtistRow[] =>
  [...db().artists].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
const seededWhere = (keep: (artist: ArtistRow) => boolean): ArtistRow[] => seeded().filter(keep);
const genreOf = (id: number) => db().genres.find((genre) => genre.id === id);
/** Case and accents aside, as a person searching expects. */
const fold = (text: string | null) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

// Always a locale: the i18nProvider is shared, and would keep the last test's language.
const renderList = (locale: 'en' | 'fr' | 'es' = 'en') =>
  renderWithAdmin(
    <>
      <ArtistList />
      <LocationSpy />
    </>,
    { resource: 'artists', route: '/artists', locale },
  );

const LocationSpy = () => {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
};
const currentPath = () => screen.getByTestId('location').textContent ?? '';
const filterInUrl = (): unknown =>
  JSON.parse(new URLSearchParams(currentPath().split('?')[1]).get('filter') ?? '{}');

const table = () => screen.getByRole('table');
/** The body rows (the first row is the header). */
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (stageName: string) => {
  const row = bodyRows().find((r) => within(r).queryByRole('link', { name: stageName }));
  if (!row) throw new Error(`No row for ${stageName}`);
  return row;
};

/** Replaces the search text in one go, as a paste: typing it key by key only slows tests. */
async function search(user: UserEvent, text: string) {
  // The inputs come once the rows are painted (filterSlots.tsx).
  const box = await screen.findByRole('textbox', { name: 'Search' });
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

/** Waits until the stats bar reports `total` artists, i.e. the list shows that query. */
const showsTotal = (total: number) => screen.findByText(`Total Artists: ${total}`);

const pages = (total: number) => Math.max(1, Math.ceil(total / 10));

describe('ArtistList', () => {
  it('shows the columns, 10 rows, the total in the database and "Page 1 of N"', async () => {
    const artists = seeded();
    const total = artists.length;
    expect(total).toBeGreaterThan(10);
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Artists' })).toBeInTheDocument();
    await showsTotal(total);
    expect(screen.getByText(`Page 1 of ${pages(total)}`)).toBeInTheDocument();

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(ARTIST_TABLE_HEADERS);
    // Newest first.
    expect(bodyRows().map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(
      artists.slice(0, 10).map((artist) => artist.stageName),
    );

    // Each row as the database describes the artist.
    const first = artists[0] as ArtistRow;
    const row = bodyRows()[0] as HTMLElement;
    expect(within(row).getByRole('link', { name: first.stageName })).toHaveAttribute(
      'href',
      `/artists/${first.id}`,
    );
    expect(row).toHaveTextContent(first.email);
    expect(row).toHaveTextContent(
      { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' }[first.status],
    );
    expect(
      within(row).getByRole('img', { name: first.isVerified ? 'Verified' : 'Unverified' }),
    ).toBeInTheDocument();
    for (const id of first.genreIds) {
      const genre = genreOf(id);
      if (!genre) throw new Error(`No genre ${id}`);
      expect(row).toHaveTextContent(genreName(genre, 'en'));
    }
    // The row's buttons come once the rows are painted (AfterFirstPaint).
    expect(await within(row).findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/artists/${first.id}/edit`,
    );
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'New artist' })).toHaveAttribute(
      'href',
      '/artists/create',
    );
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('shows the "other" singing language with its specification and the initial without image', async () => {
    const other = seeded().find((a) => a.otherLanguageSpecification);
    const withoutImage = seeded().find((a) => a.profileImageId === null);
    if (!other || !withoutImage) throw new Error('The seed has no artist for this test');
    const user = userEvent.setup();
    renderList();
    await showsTotal(seeded().length);

    await search(user, other.email);
    await showsTotal(1);
    expect(bodyRows()[0]).toHaveTextContent(`Other (${other.otherLanguageSpecification})`);

    await search(user, withoutImage.email);
    await waitFor(() => expect(rowOf(withoutImage.stageName)).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(1);
    const initial = withoutImage.stageName.trim().charAt(0).toUpperCase();
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(initial);
  });

  it('opens the detail when a row is clicked, not the edit screen', async () => {
    const artist = seeded()[1] as ArtistRow;
    const user = userEvent.setup();
    renderList();
    await showsTotal(seeded().length);

    await user.click(within(rowOf(artist.stageName)).getAllByRole('cell')[2] as HTMLElement);
    await waitFor(() => expect(currentPath()).toBe(`/artists/${artist.id}`));
  });

  it('narrows the rows to a search on the stage name, real name or email', async () => {
    // An artist from the second page, so a match cannot be the first page left as it was.
    const target = seeded()[10] as ArtistRow;
    const text = fold(target.stageName);
    const expected = seededWhere((a) =>
      [a.stageName, a.realName, a.email].some((field) => fold(field).includes(text)),
    );
    const user = userEvent.setup();
    renderList();
    await showsTotal(seeded().length);

    await search(user, target.stageName);
    await showsTotal(expected.length);
    expect(bodyRows().map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(
      expected.slice(0, 10).map((artist) => artist.stageName),
    );
    // In the URL, so Back and a reload come back to the same search.
    expect(filterInUrl()).toEqual({ q: target.stageName });
  });

  it('filters by status', async () => {
    const suspended = seededWhere((a) => a.status === 'suspended');
    expect(suspended.length).toBeGreaterThan(0);
    const user = userEvent.setup();
    renderList();
    await showsTotal(seeded().length);

    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All statuses',
      'Active',
      'Inactive',
      'Suspended',
    ]);
    // The "all" choice is announced as what it says, not as react-admin's "Clear value".
    expect(options[0]).toHaveAccessibleName('All statuses');
    await user.click(screen.getByRole('option', { name: 'Suspended' }));

    await showsTotal(suspended.length);
    expect(filterInUrl()).toEqual({ status: 'suspended' });
    expect(bodyRows().map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(
      suspended.slice(0, 10).map((artist) => artist.stageName),
    );
    for (const row of bodyRows()) expect(row).toHaveTextContent('Suspended');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    await showsTotal(seeded().length);
  });

  it('filters by genre, with the genre names in the interface language', async () => {
    // Pop indé: its French name differs from the English one.
    const genre = db().genres.find((g) => g.slug === 'indie-pop');
    if (!genre) throw new Error('No Indie Pop genre in the seed');
    const expected = seededWhere((a) => a.genreIds.includes(genre.id));
    expect(expected.length).toBeGreaterThan(0);
    const user = userEvent.setup();
    renderList('fr');
    await screen.findByText(`Nombre total d'artistes : ${seeded().length}`);

    await user.click(await screen.findByRole('combobox', { name: 'Genre musical' }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')[0]).toHaveAccessibleName('Tous les genres');
    await user.click(within(listbox).getByRole('option', { name: 'Pop indé' }));

    await screen.findByText(`Nombre total d'artistes : ${expected.length}`);
    expect(bodyRows()).toHaveLength(Math.min(10, expected.length));
    for (const row of bodyRows()) {
      expect(within(row).getAllByText('Pop indé').length).toBeGreaterThan(0);
    }
  });

  it('pages with Previous, Next and at most five page slots', async () => {
    const total = seeded().length;
    const last = pages(total);
    // Enough pages for the window to move: the seed's roster is several pages long.
    expect(last).toBeGreaterThanOrEqual(7);
    const user = userEvent.setup();
    renderList();
    await showsTotal(total);

    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    /** The page numbers offered, "…" where pages are left out. */
    const slots = () =>
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .filter((text) => text !== 'Previous' && text !== 'Next');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(slots()).toEqual(['1', '2', '3', '4', '…']);
    expect(within(nav).getByRole('button', { name: 'Page 1, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Page 2 of ${last}`)).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeEnabled();

    // Further in, the window follows the current page, one page either side of it.
    await user.click(within(nav).getByRole('button', { name: 'Go to page 4' }));
    expect(await screen.findByText(`Page 4 of ${last}`)).toBeInTheDocument();
    expect(slots()).toEqual(['…', '3', '4', '5', '…']);
    expect(within(nav).getByRole('button', { name: 'Page 4, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('button', { name: 'Go to page 5' }));
    expect(await screen.findByText(`Page 5 of ${last}`)).toBeInTheDocument();
    expect(slots()).toEqual(['…', '4', '5', '6', '7']);
  });

  it('names the page buttons in the interface language', async () => {
    renderList('es');
    await screen.findByText(`Total de artistas: ${seeded().length}`);
    const nav = await screen.findByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('button', { name: 'Página 1, página actual' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Ir a la página 2' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  });

  it('shows the remaining rows on the last page, with Next disabled', async () => {
    const artists = seeded();
    const last = pages(artists.length);
    renderWithAdmin(<ArtistList />, {
      resource: 'artists',
      route: `/artists?page=${last}&perPage=10&sort=createdAt&order=DESC`,
      locale: 'en',
    });

    expect(await screen.findByText(`Page ${last} of ${last}`)).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: `Page ${last}, current page` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() =>
      expect(bodyRows().map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(
        artists.slice((last - 1) * 10).map((artist) => artist.stageName),
      ),
    );
  });

  it('deletes an artist after asking, and says so', async () => {
    const artist = seeded()[0] as ArtistRow;
    const total = seeded().length;
    const user = userEvent.setup();
    renderList();
    await showsTotal(total);

    await user.click(
      await within(rowOf(artist.stageName)).findByRole('button', { name: 'Delete' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      `Are you sure you want to delete "${artist.stageName}"? This action cannot be undone.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText(`Artist "${artist.stageName}" deleted successfully`),
    ).toBeInTheDocument();
    await showsTotal(total - 1);
    expect(screen.queryByRole('link', { name: artist.stageName })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/artists');
    expect(db().artists.some((a) => a.id === artist.id)).toBe(false);
    expect(db().artists).toHaveLength(total - 1);
  });

  it.each([
    ["the server's message", 'Artist is locked by a running campaign'],
    ['"Failed to delete artist" without one', undefined],
  ])('shows %s when a delete fails, and keeps the artist', async (_case, serverMessage) => {
    const artist = seeded()[0] as ArtistRow;
    const total = seeded().length;
    server.use(
      http.delete(api('/artists/:id'), () =>
        serverMessage ? fail(500, serverMessage) : new HttpResponse(null, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderList();
    await showsTotal(total);

    await user.click(
      await within(rowOf(artist.stageName)).findByRole('button', { name: 'Delete' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(serverMessage ?? 'Failed to delete artist')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf(artist.stageName)).toBeInTheDocument();
    expect(screen.getByText(`Total Artists: ${total}`)).toBeInTheDocument();
  });

  it('cancelling the confirmation deletes nothing and stays on the list', async () => {
    const artist = seeded()[0] as ArtistRow;
    const total = seeded().length;
    const user = userEvent.setup();
    renderList();
    await showsTotal(total);

    await user.click(
      await within(rowOf(artist.stageName)).findByRole('button', { name: 'Delete' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/artists');
    expect(db().artists).toHaveLength(total);
  });

  it('says "No artists found" when there are none, with the filters still there', async () => {
    server.use(
      http.get(api('/artists'), () =>
        ok({ artists: [], pagination: { page: 1, limit: 10, totalPages: 0, totalItems: 0 } }),
      ),
    );
    renderList();

    expect(await screen.findByText('No artists found')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Total Artists: 0')).toBeInTheDocument();
  });

  it('says "No artists found" when the search matches nothing', async () => {
    const user = userEvent.setup();
    renderList();
    await showsTotal(seeded().length);

    await search(user, 'zz-no-such-artist-zz');
    expect(await screen.findByText('No artists found')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('zz-no-such-artist-zz');
  });

  it("toasts the server's message when the list fails to load, and offers a retry", async () => {
    const calls = { count: 0 };
    server.use(
      http.get(api('/artists'), () => {
        calls.count += 1;
        return fail(500, 'Database unavailable');
      }),
    );
    const user = userEvent.setup();
    renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    // The app's policy: a server failure is tried once more before it is shown.
    expect(calls.count).toBe(2);
    // The list area says so too, rather than a false "No artists found".
    expect(screen.getByText('Failed to load artists')).toBeInTheDocument();
    expect(screen.queryByText('No artists found')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await showsTotal(seeded().length);
    expect(bodyRows()).toHaveLength(10);
  });

  it('toasts "Failed to load artists" when the server gives no message', async () => {
    server.use(http.get(api('/artists'), () => new HttpResponse(null, { status: 500 })));
    renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load artists');
  });

  it('exports the filtered list as CSV', async () => {
    const inactive = seededWhere((a) => a.status === 'inactive');
    const user = userEvent.setup();
    // The download link's click would make jsdom try to navigate.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderList();
    await showsTotal(seeded().length);

    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    await showsTotal(inactive.length);
    await user.click(screen.getByRole('button', { name: 'Export' }));

    const csvFile = () => blobs.find((blob) => blob.type.startsWith('text/csv'));
    await waitFor(() => expect(csvFile()).toBeDefined());
    const bytes = new Uint8Array(await (csvFile() as Blob).arrayBuffer());
    // UTF-8's byte-order mark first, so spreadsheet apps read the accents right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // text() decodes UTF-8 and drops the mark.
    const lines = (await (csvFile() as Blob).text()).split('\r\n');
    expect(lines[0]).toBe(
      'Stage name,Real name,Email,Phone,Cellphone,Genres,Singing languages,Status,Verified,' +
        'Public status,Created',
    );
    for (const artist of inactive) {
      expect(lines.filter((line) => line.includes(`,${artist.email},`))).toHaveLength(1);
    }
    expect(lines).toHaveLength(inactive.length + 1);
    for (const line of lines.slice(1)) expect(line).toContain(',Inactive,');
  });
});
