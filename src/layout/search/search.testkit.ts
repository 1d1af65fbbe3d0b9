// Test support for the global search (not part of the app): a small known catalogue served
// on the four list endpoints the search asks, answering `search` as a compliant server does,
// and a record of the requests they received.
import { http, type DefaultBodyType, type StrictResponse } from 'msw';
import { api, fail, ok } from '../../mocks/http';
import { server } from '../../mocks/node';

export const SEARCH_FIXTURES = {
  artists: [
    { id: 12, stageName: 'Lune Rivière', realName: 'Camille Tremblay', status: 'active' },
    { id: 13, stageName: 'Lunettes Noires', realName: 'Paul Girard', status: 'suspended' },
    { id: 14, stageName: 'Max Ferré', realName: 'Maxime Ferré', status: 'inactive' },
    { id: 15, stageName: 'Lucas Bloom', realName: 'Lucas Martin', status: 'active' },
  ],
  songs: [
    { id: 88, title: 'Clair de lune', artist_name: 'Lune Rivière', status: 'published' },
    { id: 89, title: 'Lune rousse', artist_name: 'Max Ferré', status: 'draft' },
    { id: 90, title: 'Minuit moins cinq', artist_name: 'Lune Rivière', status: 'draft' },
  ],
  albums: [
    { id: 21, title: 'Sous la lune', artist_name: 'Lune Rivière', status: 'archived' },
    { id: 22, title: 'Soleil', artist_name: 'Max Ferré', status: 'published' },
  ],
  campaigns: [
    {
      id: 7,
      name: 'Pleine lune tour',
      artist_id: 12,
      artist_name: 'Lune Rivière',
      status: 'paused',
    },
    { id: 8, name: 'Summer launch', artist_id: 14, artist_name: 'Max Ferré', status: 'active' },
  ],
};

export type SearchPath = '/artists' | '/songs' | '/albums' | '/campaigns';

export interface SearchServerOptions {
  /** Answers these paths with a server error. */
  failing?: SearchPath[];
  /** Holds the answers to this search text back until `until` settles. */
  held?: { search: string; until: Promise<void> };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const has = (value: string, search: string | null) => !search || fold(value).includes(fold(search));

const byText =
  <R>(field: (row: R) => string) =>
  (a: R, b: R) =>
    fold(field(a)).localeCompare(fold(field(b)));

/**
 * Serves SEARCH_FIXTURES on the four list endpoints. Returns the requests' query strings by
 * path, in order of arrival.
 */
export function serveSearchFixtures(options: SearchServerOptions = {}) {
  const requests: Record<SearchPath, URLSearchParams[]> = {
    '/artists': [],
    '/songs': [],
    '/albums': [],
    '/campaigns': [],
  };

  const answer =
    (path: SearchPath, body: (query: URLSearchParams) => StrictResponse<DefaultBodyType>) =>
    async ({ request }: { request: Request }) => {
      const query = new URL(request.url).searchParams;
      requests[path].push(query);
      if (options.held && query.get('search') === options.held.search) await options.held.until;
      if (options.failing?.includes(path)) return fail(500, 'Internal server error');
      return body(query);
    };

  const limited = <R>(rows: R[], query: URLSearchParams) =>
    rows.slice(0, Number(query.get('limit') ?? rows.length));

  server.use(
    http.get(
      api('/artists'),
      answer('/artists', (query) => {
        const found = SEARCH_FIXTURES.artists
          .filter((a) => has(a.stageName, query.get('search')))
          .sort(byText((a) => a.stageName));
        const artists = limited(found, query);
        const pagination = { page: 1, limit: 5, totalPages: 1, totalItems: found.length };
        return ok({ artists, pagination });
      }),
    ),
    ...(['/songs', '/albums'] as const).map((path) =>
      http.get(
        api(path),
        answer(path, (query) => {
          const rows = path === '/songs' ? SEARCH_FIXTURES.songs : SEARCH_FIXTURES.albums;
          const found = rows
            .filter((row) => has(row.title, query.get('search')))
            .sort(byText((row) => row.title));
          return ok(limited(found, query), { extra: { total: found.length } });
        }),
      ),
    ),
    // The contract's GET /campaigns has no search: every campaign, every time.
    http.get(
      api('/campaigns'),
      answer('/campaigns', () => ok({ campaigns: SEARCH_FIXTURES.campaigns })),
    ),
  );
  return requests;
}
