import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  artistCards,
  artistGroup,
  artistsWithAlbums,
  artistsWithoutAlbums,
  budgetField,
  button,
  dialog,
  goNext,
  renderWizard,
  searchArtists,
  seededCampaign,
  stopWatchingRequests,
  watchRequests,
} from './wizard.testkit';

beforeEach(signInForTest);
afterEach(stopWatchingRequests);

/** The query strings of the GET requests to `path` the wizard sends. */
function queriesSent(path: string): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  watchRequests(({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(path)) queries.push(url.searchParams);
  });
  return queries;
}

const stageNameOf = (card: string, names: string[]) =>
  names.find((name) => card.startsWith(name)) ?? `unknown card: ${card}`;

describe('CampaignWizard: choosing the artist', () => {
  it('lists only artists with albums, a page at a time, never every artist', async () => {
    const withAlbums = artistsWithAlbums();
    // The seed has 25 artists with albums among 66: the grid needs several server pages.
    expect(withAlbums).toHaveLength(25);
    expect(artistsWithoutAlbums()).toHaveLength(41);
    const names = withAlbums.map(({ artist }) => artist.stageName);
    const artistQueries = queriesSent('/artists');
    const { user } = renderWizard();

    await waitFor(() => expect(artistCards()).toHaveLength(12));
    const firstPage = artistCards();
    for (const card of firstPage) expect(names).toContain(stageNameOf(card, names));
    const shown = withAlbums.find(({ artist }) => firstPage[0]?.startsWith(artist.stageName));
    const count = shown?.albums.length ?? 0;
    expect(firstPage[0]).toContain(count === 1 ? '1 album' : `${count} albums`);

    await user.click(button('Show more artists'));
    await waitFor(() => expect(artistCards().length).toBeGreaterThanOrEqual(24));
    await user.click(button('Show more artists'));
    await waitFor(() => expect(artistCards()).toHaveLength(25));
    expect(within(dialog()).queryByRole('button', { name: 'Show more artists' })).toBeNull();
    expect(new Set(artistCards().map((card) => stageNameOf(card, names)))).toEqual(new Set(names));

    expect(artistQueries.length).toBeGreaterThan(1);
    for (const query of artistQueries) expect(query.get('limit')).toBe('24');
  });

  it('searches on the server and still shows only the artists with albums', async () => {
    const [withAlbum] = artistsWithAlbums() as [ReturnType<typeof artistsWithAlbums>[0]];
    const [withoutAlbum] = artistsWithoutAlbums();
    if (!withoutAlbum) throw new Error('No seeded artist without albums');
    const database = db();
    const rename = (id: number, stageName: string) => {
      const row = database.artists.find((a) => a.id === id);
      if (row) row.stageName = stageName;
    };
    rename(withAlbum.artist.id, 'Xylophane Solaire');
    rename(withoutAlbum.id, 'Xylophane Quartet');
    const artistQueries = queriesSent('/artists');
    const { user } = renderWizard();

    await searchArtists(user, 'Xylophane');
    expect(artistCards()).toHaveLength(1);
    expect(artistCards()[0]).toMatch(/^Xylophane Solaire/);
    await waitFor(() =>
      expect(artistQueries.some((query) => query.get('search') === 'Xylophane')).toBe(true),
    );
  });

  it('says "Failed to load wizard data" when the artists cannot be read, and retries', async () => {
    server.use(http.get(api('/artists'), () => fail(500, '')));
    const { user } = renderWizard();

    expect(await screen.findAllByText('Failed to load wizard data')).not.toHaveLength(0);
    const alert = within(dialog()).getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load wizard data');

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(artistCards()).toHaveLength(12));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(artistGroup()).toBeVisible();
  });

  it("shows the server's message when the settings cannot be read, and keeps the budget usable", async () => {
    server.use(http.get(api('/settings'), () => fail(503, 'Settings store is offline')));
    const { user } = renderWizard({ campaign: seededCampaign() });

    expect(await screen.findByText('Settings store is offline')).toBeVisible();
    await goNext(user, 'Step 2 of 4');
    await goNext(user, 'Step 3 of 4');
    const alert = within(dialog()).getByRole('alert');
    expect(alert).toHaveTextContent('Settings store is offline');
    // The spec's default floor applies meanwhile.
    expect(budgetField()).toHaveAttribute('min', '100');

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog()).queryByRole('alert')).toBeNull());
  });
});
