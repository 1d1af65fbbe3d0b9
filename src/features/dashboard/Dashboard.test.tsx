import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect, useRef } from 'react';
import { useNotificationContext, type NotificationPayload } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Album, Artist, Song } from '../../api/types';
import { formatDuration } from '../../lib/duration';
import { api, fail, ok } from '../../mocks/http';
import { server } from '../../mocks/node';
import { createDataProvider } from '../../providers/data';
import Dashboard from './Dashboard';

beforeEach(signInForTest);

const region = (name: string) => screen.getByRole('region', { name });

/** Every record of a resource, straight from the API (not the dashboard's own call). */
async function everything<T extends Artist | Song | Album>(resource: string): Promise<T[]> {
  const { data } = await createDataProvider().getList<T>(resource, {
    pagination: { page: 1, perPage: 1000 },
  });
  return data;
}

const newestFirst = <T extends { id: number }>(rows: T[], createdAt: (row: T) => string) =>
  [...rows].sort((a, b) => Date.parse(createdAt(b)) - Date.parse(createdAt(a)) || b.id - a.id);

/** Records every notification raised, even once the toast that showed it has gone. */
const NotificationSpy = ({ onNotify }: { onNotify: (message: string) => void }) => {
  const { notifications } = useNotificationContext();
  const recorded = useRef(new Set<NotificationPayload>());
  useEffect(() => {
    for (const notification of notifications) {
      if (recorded.current.has(notification)) continue;
      recorded.current.add(notification);
      onNotify(String(notification.message));
    }
  }, [notifications, onNotify]);
  return null;
};

/** Answers `path` with a 500 (with the server's message when given) and counts the calls. */
function failing(path: string, message?: string) {
  const calls = { count: 0 };
  server.use(
    http.get(api(path), () => {
      calls.count += 1;
      return message ? fail(500, message) : new HttpResponse(null, { status: 500 });
    }),
  );
  return calls;
}

const ALBUM_TYPES: Record<Album['album_type'], string> = { single: 'Single', ep: 'EP', lp: 'LP' };

// A failed load is retried once (src/providers/queryClient.ts; at once in tests) before it shows.
const AFTER_RETRIES = { timeout: 5_000 };

describe('Dashboard', () => {
  it('shows the counts the API reports and the fixed API status', async () => {
    const provider = createDataProvider();
    const totals = await Promise.all(
      ['artists', 'songs', 'albums'].map(
        async (resource) =>
          (await provider.getList(resource, { pagination: { page: 1, perPage: 1 } })).total,
      ),
    );
    renderWithAdmin(<Dashboard />);

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    for (const [index, name] of ['Artists', 'Songs', 'Albums'].entries()) {
      const total = totals[index] ?? 0;
      expect(total).toBeGreaterThan(0);
      expect(
        await within(region(name)).findByText(new Intl.NumberFormat('en').format(total)),
      ).toBeInTheDocument();
    }
    expect(within(region('API Status')).getByText('100%')).toBeInTheDocument();
  });

  it('writes the API status as French writes a percentage', async () => {
    renderWithAdmin(<Dashboard />, { locale: 'fr' });
    // A no-break space before the sign (Intl's), never "100%" nor a sign alone on a line.
    const status = await screen.findByRole('region', { name: "État de l'API" });
    const exactly = { normalizer: (text: string) => text };
    expect(within(status).getByText(/^100[\u00a0\u202f]%$/, exactly)).toBeVisible();
  });

  it('shows skeletons, not a blank page, while loading', async () => {
    const { container } = renderWithAdmin(<Dashboard />);

    expect(region('Recent Artists')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    await within(region('Recent Artists')).findByRole('list');
    expect(region('Recent Artists')).toHaveAttribute('aria-busy', 'false');
  });

  it('lists the 5 newest artists, newest first, as links to their detail', async () => {
    const expected = newestFirst(await everything<Artist>('artists'), (a) => a.createdAt).slice(
      0,
      5,
    );
    renderWithAdmin(<Dashboard />);

    const list = await within(region('Recent Artists')).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expected.map((artist) => `/artists/${artist.id}`),
    );
    links.forEach((link, index) => {
      const artist = expected[index];
      expect(link).toHaveAccessibleName(expect.stringContaining(artist?.stageName ?? '?'));
      if (artist?.realName) expect(link).toHaveTextContent(artist.realName);
    });
  });

  it('links the newest songs to /song/{id} with artist and m:ss duration', async () => {
    const [newest] = newestFirst(await everything<Song>('songs'), (s) => s.created_at);
    renderWithAdmin(<Dashboard />);

    const list = await within(region('Recent Songs')).findByRole('list');
    const [first] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', `/song/${newest?.id}`);
    expect(first).toHaveTextContent(newest?.title ?? '?');
    expect(first).toHaveTextContent(newest?.artist_name ?? '?');
    expect(newest?.duration_seconds).toBeGreaterThan(0);
    expect(first).toHaveTextContent(formatDuration(newest?.duration_seconds));
  });

  it('links the newest albums to /album/{id} with artist and type', async () => {
    const [newest] = newestFirst(await everything<Album>('albums'), (a) => a.created_at);
    renderWithAdmin(<Dashboard />);

    const list = await within(region('Recent Albums')).findByRole('list');
    const [first] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', `/album/${newest?.id}`);
    expect(first).toHaveTextContent(newest?.title ?? '?');
    expect(first).toHaveTextContent(newest?.artist_name ?? '?');
    expect(first).toHaveTextContent(ALBUM_TYPES[newest?.album_type ?? 'single']);
  });

  it('says so when there are no artists, songs or albums yet', async () => {
    server.use(
      http.get(api('/artists'), () =>
        ok({ artists: [], pagination: { page: 1, limit: 5, totalPages: 0, totalItems: 0 } }),
      ),
      http.get(api('/songs'), () => ok([], { extra: { total: 0 } })),
      http.get(api('/albums'), () => ok([], { extra: { total: 0 } })),
    );
    renderWithAdmin(<Dashboard />);

    expect(await screen.findByText('No artists yet')).toBeInTheDocument();
    expect(await screen.findByText('No songs yet')).toBeInTheDocument();
    expect(await screen.findByText('No albums yet')).toBeInTheDocument();
    for (const name of ['Artists', 'Songs', 'Albums']) {
      expect(within(region(name)).getByText('0')).toBeInTheDocument();
    }
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('raises one error toast however many loads fail', async () => {
    const calls = [failing('/artists'), failing('/songs'), failing('/albums')];
    const messages: string[] = [];
    renderWithAdmin(
      <>
        <Dashboard />
        <NotificationSpy onNotify={(message) => messages.push(message)} />
      </>,
    );

    expect(
      await screen.findByText('Failed to load dashboard data', {}, AFTER_RETRIES),
    ).toBeInTheDocument();
    // Every load has given up by now (a first try and one retry each, see queryClient.ts).
    await waitFor(() => expect(calls.map((c) => c.count)).toEqual([2, 2, 2]), AFTER_RETRIES);
    await waitFor(() => expect(region('Recent Albums')).toHaveAttribute('aria-busy', 'false'));
    expect(messages).toEqual(['app.dashboard.load_failed']);
    expect(within(region('Recent Artists')).getByText('Not available')).toBeInTheDocument();
  });

  it("prefers the server's message, and still shows what did load", async () => {
    failing('/songs', 'Song catalogue is under maintenance');
    renderWithAdmin(<Dashboard />);

    expect(
      await screen.findByText('Song catalogue is under maintenance', {}, AFTER_RETRIES),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to load dashboard data')).not.toBeInTheDocument();
    expect(within(region('Recent Artists')).getAllByRole('link')).toHaveLength(5);
    expect(within(region('Recent Songs')).getByText('Not available')).toBeInTheDocument();
  });
});
