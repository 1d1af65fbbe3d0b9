import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestsSettled } from '@tests/helpers/requestsSettled';
import { signInForTest } from '@tests/helpers/signedIn';
import { TEST_NOW } from '@tests/helpers/testNow';
import { db } from '../../mocks/db/database';
import { toAlbum } from '../../mocks/handlers/albums/view';
import { api, fail, ok } from '../../mocks/http';
import { server } from '../../mocks/node';
import { addLargeLabel } from '../../mocks/seed/largeLabel';
import { card, count, renderAnalytics, tableOf, tally } from './analytics.testkit';

beforeEach(signInForTest);

/** The screen's cards, all of which offer an export once loaded. */
const CARDS = 11;

async function allCardsLoaded() {
  await waitFor(
    () =>
      expect(screen.getAllByRole('button', { name: /^Export CSV \(.*\)$/ })).toHaveLength(CARDS),
    { timeout: 30_000 },
  );
}

/** The API calls the screen makes until every card has loaded (signing in aside). */
async function requestsOfOneVisit(): Promise<string[]> {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes('/auth/')) seen.push(`${request.method} ${url.pathname}`);
  };
  server.events.on('request:start', listener);
  try {
    const { unmount } = renderAnalytics();
    await allCardsLoaded();
    await requestsSettled();
    unmount();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return seen;
}

describe('Analytics: loading and failures', () => {
  it('shows skeletons while a card loads', async () => {
    const { container } = renderAnalytics();

    expect(await card('Artists by status')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    await allCardsLoaded();
    expect(await card('Artists by status')).toHaveAttribute('aria-busy', 'false');
  });

  it("a failed card says so with the server's message and Retry, while the others show", async () => {
    let down = true;
    server.use(
      http.get(api('/artists/genres'), () => (down ? fail(500, 'Genres are offline') : undefined)),
    );
    const { user } = renderAnalytics();

    const genres = await card('Artists by genre');
    expect(await within(genres).findByText('Genres are offline')).toBeInTheDocument();
    const status = await card('Artists by status');
    expect(await within(status).findByRole('button', { name: 'Table' })).toBeInTheDocument();
    expect(within(genres).queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();

    down = false;
    await user.click(within(genres).getByRole('button', { name: 'Retry' }));
    expect(await within(genres).findByRole('button', { name: 'Table' })).toBeInTheDocument();
    expect(within(genres).queryByText('Genres are offline')).not.toBeInTheDocument();
  });

  it('says the figures could not be loaded when the server gives no message', async () => {
    server.use(http.get(api('/song-requests'), () => new HttpResponse(null, { status: 500 })));
    renderAnalytics();

    for (const title of ['Song requests by status', 'Song requests by month']) {
      const region = await card(title);
      expect(
        await within(region).findByText('These figures could not be loaded.'),
      ).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    }
    expect(
      await within(await card('Campaigns by status')).findByRole('button', { name: 'Table' }),
    ).toBeInTheDocument();
  });

  it('says "not available" rather than wrong numbers when the server ignores the status filter', async () => {
    const total = db().songs.length;
    // A server without the extension: every answer is the newest songs and the full total.
    server.use(
      http.get(api('/songs'), ({ request }) => {
        const limit = Number(new URL(request.url).searchParams.get('limit') ?? total);
        const rows = [...db().songs].sort((a, b) => b.created_at.localeCompare(a.created_at));
        return ok(rows.slice(0, limit), { extra: { total } });
      }),
    );
    const { user } = renderAnalytics();

    const songs = await card('Songs by status');
    expect(
      await within(songs).findByText(
        `Not available from this server: it ignores the status filter, so it cannot count by status (${count(total)} in all).`,
      ),
    ).toBeInTheDocument();
    expect(within(songs).queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();
    const albums = tally(db().albums, (a) => a.status, ['draft', 'published', 'archived']);
    expect((await tableOf(user, 'Albums by status')).map(([, n]) => n)).toEqual(
      albums.map((n) => count(n)),
    );
  });

  it('says the releases are partial when the server ignores the order and there are too many albums to read', async () => {
    addLargeLabel(db(), TEST_NOW, { artists: 10_500, songsPerArtist: 0, albumsPerArtist: 1 });
    const all = db().albums.length;
    // A server that ignores sortBy: albums in the order they were added, a page at a time.
    server.use(
      http.get(api('/albums'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('sortBy') !== 'release_date') return undefined;
        const limit = Number(params.get('limit'));
        const page = Number(params.get('page'));
        const rows = db().albums.slice((page - 1) * limit, page * limit);
        return ok(
          rows.map((row) => toAlbum(row, db())),
          { extra: { total: all } },
        );
      }),
    );
    renderAnalytics();

    const releases = await card('Releases per month');
    expect(
      await within(releases).findByText(
        `Partial: this server does not sort albums by release date, and only ${count(10_000)} of ${count(all)} albums could be read.`,
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('Analytics: requests do not grow with the label', () => {
  it('a fake API counting calls at two sizes: the same requests for the demo and 3,000 more artists', async () => {
    const demo = await requestsOfOneVisit();

    addLargeLabel(db(), TEST_NOW, { artists: 3_000 });
    const suspended = db().artists.filter((a) => a.status === 'suspended').length;
    const large = await requestsOfOneVisit();

    // Statuses (3) and genres (one call, then one per genre) of artists; all and each status (4)
    // of songs and of albums; one page of releases; campaigns, settings and song requests once.
    expect(demo).toHaveLength(3 + 1 + db().genres.length + 4 + 4 + 1 + 3);
    expect([...large].sort()).toEqual([...demo].sort());
    // The larger label is the one counted.
    const { user } = renderAnalytics();
    expect(await tableOf(user, 'Artists by status')).toContainEqual([
      'Suspended',
      count(suspended),
    ]);
  });
});
