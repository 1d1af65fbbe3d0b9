// Shared by the detail's tests: rendering at a route the way the app mounts the screen, finding
// seeded artists, and watching the requests the screen makes.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import type { Artist } from '@/api/types';
import { API_BASE_URL } from '@/config/env';
import { server } from '@/mocks/node';
import ArtistDetail from './ArtistDetail';

/** Shows the current URL, so tests can read where the screen navigated. */
const LocationProbe = () => {
  const location = useLocation();
  return <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>;
};

// The i18nProvider is shared across tests, so each render states its language.
export function renderDetail(
  route: string,
  locale: 'en' | 'fr' | 'es' = 'en',
  listElement: ReactNode = <div>artist list</div>,
) {
  const user = userEvent.setup();
  const rendered = renderWithAdmin(
    <>
      <Routes>
        <Route path="/artists/:id" element={<ArtistDetail />} />
        <Route path="/artist/:id" element={<ArtistDetail />} />
        <Route path="/artists" element={listElement} />
        {/* Where links lead out of the screen (a song, an album): the URL tells the test. */}
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route, resource: 'artists', locale },
  );
  return { user, ...rendered };
}

export const currentUrl = () => screen.getByRole('status', { name: 'Current URL' }).textContent;

/** Waits for the header of a loaded artist. */
export const findHeading = (artist: Pick<Artist, 'stageName'>) =>
  screen.findByRole('heading', { level: 1, name: artist.stageName });

// The seeded catalogue's lookups are shared with the song and album tests.
export {
  allArtists,
  catalogueOf,
  findCatalogue,
  trackIds,
  type Catalogue,
} from '@tests/helpers/seedCatalogue';

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** Records every API request from now on; stop() ends the recording. */
export function recordRequests() {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.href.startsWith(API_BASE_URL)) return;
    const entry: RecordedRequest = {
      method: request.method,
      path: url.href.slice(API_BASE_URL.length).split('?')[0] ?? '',
      search: url.searchParams,
      body: undefined,
    };
    requests.push(entry);
    if (request.headers.get('Content-Type')?.includes('json')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        });
    }
  };
  server.events.on('request:start', listener);
  return {
    requests,
    count: (method: string, path: string | RegExp) =>
      requests.filter(
        (r) =>
          r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      ).length,
    stop: () => server.events.removeListener('request:start', listener),
  };
}
