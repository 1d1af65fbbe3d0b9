import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../../../tests/helpers/renderWithAdmin';
import { signInForTest } from '../../../../tests/helpers/signedIn';
import type { Artist, Genre } from '../../../api/types';
import { api, fail, ok } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { createDataProvider } from '../../../providers/data';
import { genreName } from '../useArtistChoices';
import { ArtistList } from './ArtistList';

// A page of MUI rows takes a while to render in jsdom on a busy machine; waits are generous so
// the suite does not flake there (each wait still ends as soon as its condition holds).
configure({ asyncUtilTimeout: 5_000 });

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

/** What the API itself answers for a filter: the truth the screen must show. */
async function apiList(filter: Record<string, unknown> = {}, perPage = 10) {
  return createDataProvider().getList<Artist>('artists', {
    pagination: { page: 1, perPage },
    sort: { field: 'createdAt', order: 'DESC' },
    filter,
  });
}

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
  const box = screen.getByRole('textbox', { name: 'Search' });
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

/** Waits until the stats bar reports `total` artists, i.e. the list shows that query. */
const showsTotal = (total: number) => screen.findByText(`Total Artists: ${total}`);

const pages = (total: number) => Math.max(1, Math.ceil(total / 10));

describe('ArtistList', () => {
  it('shows the columns, 10 rows, the total the API reports and "Page 1 of N"', async () => {
    const { total = 0, data } = await apiList();
    expect(total).toBeGreaterThan(10);
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Artists' })).toBeInTheDocument();
    await showsTotal(total);
    expect(screen.getByText(`Page 1 of ${pages(total)}`)).toBeInTheDocument();

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Profile image',
      'Stage name',
      'Real name',
      'Email',
      'Genres',
      'Singing languages',
      'Status',
      'Verified',
      'Created',
      'Actions',
    ]);
    expect(bodyRows()).toHaveLength(10);

    // Newest first, each row as the API describes the artist.
    const first = data[0] as Artist;
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
    for (const genre of first.genres) expect(row).toHaveTextContent(genreName(genre, 'en'));
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute(
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
    const { data } = await apiList({}, 1000);
    const other = data.find((a) =>
      a.singingLanguages.some((l) => l.isOther && l.otherSpecification),
    );
    const withoutImage = data.find((a) => !a.profileImageUrl);
    expect(other).toBeDefined();
    expect(withoutImage).toBeDefined();
    const user = userEvent.setup();
    renderList();
    await showsTotal(data.length);

    const specification = other?.singingLanguages.find((l) => l.isOther)?.otherSpecification;
    await search(user, other?.email ?? '');
    await showsTotal(1);
    expect(bodyRows()[0]).toHaveTextContent(`Other (${specification})`);

    await search(user, withoutImage?.email ?? '');
    await waitFor(() => expect(rowOf(withoutImage?.stageName ?? '?')).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(1);
    const initial = withoutImage?.stageName.trim().charAt(0).toUpperCase() ?? '?';
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(initial);
  });

  it('opens the detail when a row is clicked, not the edit screen', async () => {
    const { data, total = 0 } = await apiList();
    const user = userEvent.setup();
    renderList();
    await showsTotal(total);

    const artist = data[1] as Artist;
    await user.click(within(rowOf(artist.stageName)).getAllByRole('cell')[2] as HTMLElement);
    await waitFor(() => expect(currentPath()).toBe(`/artists/${artist.id}`));
  });

  it('narrows the rows to a search', async () => {
    const { total = 0 } = await apiList();
    // An artist from the second page, so a match cannot be the first page left as it was.
    const target = (
      await createDataProvider().getList<Artist>('artists', {
        pagination: { page: 2, perPage: 10 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      })
    ).data[0] as Artist;
    const expected = await apiList({ q: target.stageName });
    const user = userEvent.setup();
    renderList();
    await showsTotal(total);

    await search(user, target.stageName);
    await showsTotal(expected.total ?? 0);
    expect(bodyRows()).toHaveLength(expected.data.length);
    expect(rowOf(target.stageName)).toBeInTheDocument();
    // In the URL, so Back and a reload come back to the same search.
    expect(filterInUrl()).toEqual({ q: target.stageName });
  });

  it('filters by status', async () => {
    const { total = 0 } = await apiList();
    const suspended = await apiList({ status: 'suspended' });
    expect(suspended.total).toBeGreaterThan(0);
    const user = userEvent.setup();
    renderList();
    await showsTotal(total);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All statuses',
      'Active',
      'Inactive',
      'Suspended',
    ]);
    await user.click(screen.getByRole('option', { name: 'Suspended' }));

    await showsTotal(suspended.total ?? 0);
    expect(filterInUrl()).toEqual({ status: 'suspended' });
    expect(bodyRows()).toHaveLength(suspended.data.length);
    for (const row of bodyRows()) expect(row).toHaveTextContent('Suspended');
  });

  it('filters by genre, with the genre names in the interface language', async () => {
    const { data: genres } = await createDataProvider().getGenres();
    const counts = await Promise.all(
      genres.map(async (genre: Genre) => ({ genre, list: await apiList({ genre: genre.id }) })),
    );
    const { genre, list } = counts.find(({ list }) => (list.total ?? 0) > 0) as {
      genre: Genre;
      list: Awaited<ReturnType<typeof apiList>>;
    };
    const french = genreName(genre, 'fr');
    const { total = 0 } = await apiList();
    const user = userEvent.setup();
    renderList('fr');
    await screen.findByText(`Nombre total d'artistes : ${total}`);

    await user.click(screen.getByRole('combobox', { name: 'Genre musical' }));
    const listbox = screen.getByRole('listbox');
    // react-admin names its "all" option "Clear value" for assistive technologies: match the text.
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Tous les genres');
    await user.click(within(listbox).getByRole('option', { name: french }));

    await screen.findByText(`Nombre total d'artistes : ${list.total}`);
    expect(bodyRows()).toHaveLength(list.data.length);
    for (const row of bodyRows()) {
      expect(within(row).getAllByText(french).length).toBeGreaterThan(0);
    }
  });

  it('pages with Previous, Next and at most five page numbers', async () => {
    const { total = 0 } = await apiList();
    const last = pages(total);
    // Enough pages for the window to move: the seed's roster is several pages long.
    expect(last).toBeGreaterThanOrEqual(7);
    const user = userEvent.setup();
    renderList();
    await showsTotal(total);

    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = () =>
      within(nav)
        .getAllByRole('button', { name: /^Go to page/ })
        .map((button) => Number(button.textContent));
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(numbers()).toEqual([1, 2, 3, 4, 5]);
    expect(within(nav).getByRole('button', { name: 'Go to page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Page 2 of ${last}`)).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeEnabled();

    // Further in, the window of five follows the current page, centred on it.
    await user.click(within(nav).getByRole('button', { name: 'Go to page 5' }));
    expect(await screen.findByText(`Page 5 of ${last}`)).toBeInTheDocument();
    expect(numbers()).toEqual([3, 4, 5, 6, 7]);
    expect(within(nav).getByRole('button', { name: 'Go to page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the remaining rows on the last page, with Next disabled', async () => {
    const { total = 0 } = await apiList();
    const last = pages(total);
    renderWithAdmin(<ArtistList />, {
      resource: 'artists',
      route: `/artists?page=${last}&perPage=10&sort=createdAt&order=DESC`,
      locale: 'en',
    });

    expect(await screen.findByText(`Page ${last} of ${last}`)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: `Go to page ${last}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(total - (last - 1) * 10));
  });

  it('deletes an artist after asking, and says so', async () => {
    const { data, total = 0 } = await apiList();
    const artist = data[0] as Artist;
    const user = userEvent.setup();
    renderList();
    await showsTotal(total);

    await user.click(within(rowOf(artist.stageName)).getByRole('button', { name: 'Delete' }));
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
    expect((await apiList()).total).toBe(total - 1);
  });

  it.each([
    ["the server's message", 'Artist is locked by a running campaign'],
    ['"Failed to delete artist" without one', undefined],
  ])('shows %s when a delete fails, and keeps the artist', async (_case, serverMessage) => {
    const { data, total = 0 } = await apiList();
    const artist = data[0] as Artist;
    server.use(
      http.delete(api('/artists/:id'), () =>
        serverMessage ? fail(500, serverMessage) : new HttpResponse(null, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderList();
    await showsTotal(total);

    await user.click(within(rowOf(artist.stageName)).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(serverMessage ?? 'Failed to delete artist')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf(artist.stageName)).toBeInTheDocument();
    expect(screen.getByText(`Total Artists: ${total}`)).toBeInTheDocument();
  });

  it('cancelling the confirmation deletes nothing and stays on the list', async () => {
    const { data, total = 0 } = await apiList();
    const artist = data[0] as Artist;
    const user = userEvent.setup();
    renderList();
    await showsTotal(total);

    await user.click(within(rowOf(artist.stageName)).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/artists');
    expect((await apiList()).total).toBe(total);
  });

  it('says "No artists found" when there are none, with the filters still there', async () => {
    server.use(
      http.get(api('/artists'), () =>
        ok({ artists: [], pagination: { page: 1, limit: 10, totalPages: 0, totalItems: 0 } }),
      ),
    );
    renderList();

    expect(await screen.findByText('No artists found')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Total Artists: 0')).toBeInTheDocument();
  });

  it('says "No artists found" when the search matches nothing', async () => {
    const { total = 0 } = await apiList();
    const user = userEvent.setup();
    renderList();
    await showsTotal(total);

    await search(user, 'zz-no-such-artist-zz');
    expect(await screen.findByText('No artists found')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('zz-no-such-artist-zz');
  });

  it("toasts the server's message when the list fails to load, and offers a retry", async () => {
    const { total = 0 } = await apiList();
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
    await showsTotal(total);
    expect(bodyRows()).toHaveLength(10);
  });

  it('toasts "Failed to load artists" when the server gives no message', async () => {
    server.use(http.get(api('/artists'), () => new HttpResponse(null, { status: 500 })));
    renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load artists');
  });

  it('exports the filtered list as CSV', async () => {
    const { total = 0 } = await apiList();
    const inactive = await apiList({ status: 'inactive' }, 1000);
    const user = userEvent.setup();
    // The download link's click would make jsdom try to navigate.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderList();
    await showsTotal(total);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    await showsTotal(inactive.total ?? 0);
    await user.click(screen.getByRole('button', { name: 'Export' }));

    const csvFile = () => blobs.find((blob) => blob.type.startsWith('text/csv'));
    await waitFor(() => expect(csvFile()).toBeDefined());
    const csv = await (csvFile() as Blob).text();
    const lines = csv.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Stage name,Real name,Email,/);
    expect(lines).toHaveLength((inactive.total ?? 0) + 1);
    for (const line of lines.slice(1)) expect(line).toContain(',Inactive,');
  });
});
