import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin, type RenderOptions } from '@tests/helpers/renderWithAdmin';
import { requestsSettled } from '@tests/helpers/requestsSettled';
import { allArtists } from '@tests/helpers/seedCatalogue';
import { signInForTest } from '@tests/helpers/signedIn';
import { GlobalSearchButton } from './GlobalSearchButton';
import { serveSearchFixtures, type SearchPath } from './search.testkit';

beforeEach(signInForTest);

/** Where the app is: the search's Enter must lead to the record's screen. */
const Location = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
};

const INPUT_NAME = 'Search artists, songs, albums and campaigns';

async function openSearch(options: RenderOptions = {}, buttonName = 'Search') {
  const user = userEvent.setup();
  renderWithAdmin(
    <>
      <GlobalSearchButton />
      <Location />
    </>,
    { route: '/dashboard', ...options },
  );
  await user.click(await screen.findByRole('button', { name: buttonName }));
  const input = await screen.findByRole('combobox');
  return { user, input };
}

const optionNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.textContent);

const PATHS: SearchPath[] = ['/artists', '/songs', '/albums', '/campaigns'];

describe('global search', () => {
  it('asks once per kind, with the whole text, after the typing settles', async () => {
    const requests = serveSearchFixtures();
    const { user, input } = await openSearch();
    expect(input).toHaveAccessibleName(INPUT_NAME);
    expect(screen.getByText(/Type at least 2 characters/)).toBeVisible();

    // One character asks nothing.
    await user.type(input, 'l');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    for (const path of PATHS) expect(requests[path]).toHaveLength(0);

    // Typed fast (no pause between the keys): only the final text is asked for.
    await userEvent.setup({ delay: null }).type(input, 'une');
    expect(await screen.findByRole('option', { name: /Pleine lune tour/ })).toBeVisible();
    await act(() => requestsSettled());
    for (const path of PATHS) expect(requests[path]).toHaveLength(1);
    for (const path of ['/artists', '/songs', '/albums'] as const) {
      expect(requests[path][0].get('search')).toBe('lune');
      expect(requests[path][0].get('limit')).toBe('5');
    }
  });

  it('groups the results by kind, each with its artist or status', async () => {
    serveSearchFixtures();
    const { user, input } = await openSearch();
    await user.type(input, 'lune');

    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    // One heading per kind, in this order, each naming its group.
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(4);
    const headings = groups.map((group) =>
      document.getElementById(group.getAttribute('aria-labelledby') ?? ''),
    );
    expect(headings.map((heading) => heading?.textContent)).toEqual([
      'Artists',
      'Songs',
      'Albums',
      'Campaigns',
    ]);
    expect(optionNames(screen.getByRole('group', { name: 'Artists' }))).toEqual([
      'Lune RivièreActive',
      'Lunettes NoiresSuspended',
    ]);
    expect(optionNames(screen.getByRole('group', { name: 'Songs' }))).toEqual([
      'Clair de luneLune Rivière · Published',
      'Lune rousseMax Ferré · Draft',
    ]);
    expect(optionNames(screen.getByRole('group', { name: 'Albums' }))).toEqual([
      'Sous la luneLune Rivière · Archived',
    ]);
    expect(optionNames(screen.getByRole('group', { name: 'Campaigns' }))).toEqual([
      'Pleine lune tourLune Rivière · Paused',
    ]);
    // The typed text stands out in each name, whatever its case and accents.
    const marks = within(listbox)
      .getAllByRole('option')
      .map((option) => option.querySelector('mark')?.textContent);
    expect(marks).toEqual(['Lune', 'Lune', 'lune', 'Lune', 'lune', 'lune']);
    expect(screen.getByRole('status')).toHaveTextContent('6 results');
  });

  it('moves through every result with the arrow keys and opens one with Enter', async () => {
    serveSearchFixtures();
    const { user, input } = await openSearch();
    await user.type(input, 'lune');
    const first = await screen.findByRole('option', { name: /^Lune Rivière/ });

    // The best match is active at once; the arrows cross from one group to the next.
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const song = screen.getByRole('option', { name: /Clair de lune/ });
    expect(song).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(input).toHaveAttribute('aria-activedescendant', song.id);
    expect(input).toHaveFocus();

    // Up from the first result wraps to the last.
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /Pleine lune tour/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await user.keyboard('{Enter}');

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/song\/88$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['an artist at its detail screen', 0, '/artists/12'],
    ['an album at its detail screen', 4, '/album/21'],
    ['a campaign in the Promo Campaigns screen', 5, '/promo-campaigns?campaignId=7'],
  ])('opens %s', async (_kind, moves, path) => {
    serveSearchFixtures();
    const { user, input } = await openSearch();
    await user.type(input, 'lune');
    await screen.findByRole('option', { name: /Pleine lune tour/ });
    await user.keyboard(`${'{ArrowDown}'.repeat(moves)}{Enter}`);
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('opens a result on a click', async () => {
    serveSearchFixtures();
    const { user, input } = await openSearch();
    await user.type(input, 'lune');
    await user.click(await screen.findByRole('option', { name: /Sous la lune/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/album/21');
  });

  it('closes on Escape and gives the focus back to the search button', async () => {
    serveSearchFixtures();
    const { user, input } = await openSearch();
    await user.type(input, 'lune');
    await screen.findByRole('option', { name: /^Lune Rivière/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');

    // It opens again empty.
    await user.click(button);
    expect(await screen.findByRole('combobox')).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    serveSearchFixtures();
    const { user, input } = await openSearch();
    await user.type(input, 'zzz');
    expect(await screen.findByText('No results for “zzz”')).toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('says when a kind failed, shows the others, and retries', async () => {
    serveSearchFixtures({ failing: ['/songs'] });
    const { user, input } = await openSearch();
    await user.type(input, 'lune');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search failed');
    expect(screen.getByRole('group', { name: 'Artists' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Campaigns' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Songs' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();

    serveSearchFixtures();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Songs' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never shows a late answer to an older text', async () => {
    let release = () => {};
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requests = serveSearchFixtures({ held: { search: 'lu', until } });
    const { user, input } = await openSearch();
    await user.type(input, 'lu');
    await waitFor(() => expect(requests['/artists']).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: 'Searching…' })).toBeVisible();

    await user.type(input, 'ne');
    expect(await screen.findByRole('option', { name: /^Lune Rivière/ })).toBeVisible();
    release();
    await act(() => requestsSettled());

    expect(screen.queryByRole('option', { name: /Lucas Bloom/ })).not.toBeInTheDocument();
    expect(optionNames(screen.getByRole('group', { name: 'Artists' }))).toHaveLength(2);
  });

  it('finds a record of the demo API by name', async () => {
    const [artist] = await allArtists();
    const { user, input } = await openSearch();
    await user.type(input, artist.stageName);
    const group = await screen.findByRole('group', { name: 'Artists' });
    expect(within(group).getByRole('option', { name: new RegExp(artist.stageName) })).toBeVisible();
  });

  it('speaks French', async () => {
    serveSearchFixtures();
    const { user, input } = await openSearch({ locale: 'fr' }, 'Rechercher');
    expect(input).toHaveAccessibleName('Rechercher des artistes, chansons, albums et campagnes');
    await user.type(input, 'lune');
    const artists = await screen.findByRole('group', { name: 'Artistes' });
    expect(optionNames(artists)).toEqual(['Lune RivièreActif', 'Lunettes NoiresSuspendu']);
    expect(optionNames(screen.getByRole('group', { name: 'Chansons' }))[0]).toBe(
      'Clair de luneLune Rivière · Publié',
    );
    expect(screen.getByRole('group', { name: 'Campagnes' })).toBeVisible();

    await user.clear(input);
    await user.type(input, 'zzz');
    expect(await screen.findByText('Aucun résultat pour « zzz »')).toBeVisible();
  });
});
