// Shared by the detail's tests: rendering at a route the way the app mounts the screen, finding
// seeded artists through the dataProvider, and watching the requests the screen makes.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithAdmin } from '../../../../tests/helpers/renderWithAdmin';
import type { Album, Artist, Song } from '../../../api/types';
import { API_BASE_URL } from '../../../config/env';
import { server } from '../../../mocks/node';
import { createDataProvider } from '../../../providers/data';
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

const ALL = { pagination: { page: 1, perPage: 1000 } };

export async function allArtists(): Promise<Artist[]> {
  return (await createDataProvider().getList<Artist>('artists', ALL)).data;
}

export interface Catalogue {
  artist: Artist;
  songs: Song[];
  albums: Album[];
}

export async function catalogueOf(artist: Artist): Promise<Catalogue> {
  const provider = createDataProvider();
  const filter = { artist_id: artist.id };
  const [songs, albums] = await Promise.all([
    provider.getList<Song>('songs', { ...ALL, filter }),
    provider.getList<Album>('albums', { ...ALL, filter }),
  ]);
  return { artist, songs: songs.data, albums: albums.data };
}

/** The first seeded artist whose songs and albums satisfy `wanted`. */
export async function findCatalogue(wanted: (c: Catalogue) => boolean): Promise<Catalogue> {
  for (const artist of await allArtists()) {
    const catalogue = await catalogueOf(artist);
    if (wanted(catalogue)) return catalogue;
  }
  throw new Error('No seeded artist fits the test');
}

export const trackIds = (albums: Album[]) =>
  new Set(albums.flatMap((album) => album.songs.map((track) => track.song_id)));

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
