// Shared by the media screen's tests: the screen mounted at /media the way the app routes it,
// with the URL shown so a test reads where a choice led, and the artists' requests watched.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { withJsdomUploads } from '@tests/helpers/uploadXhr';
import { withJsdomBlobs } from '../../components/media/artistLibrary/media.testkit';
import { API_BASE_URL } from '../../config/env';
import { server } from '../../mocks/node';
import MediaLibraryScreen from './MediaLibraryScreen';

const LocationProbe = () => {
  const location = useLocation();
  return <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>;
};

export function renderMediaScreen(route: string, locale: 'en' | 'fr' | 'es' = 'en') {
  const user = userEvent.setup();
  const rendered = renderWithAdmin(
    <>
      <Routes>
        <Route path="/media" element={<MediaLibraryScreen />} />
        {/* Where the artist's name leads: the URL tells the test. */}
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route, locale, dataProvider: withJsdomUploads(withJsdomBlobs()) },
  );
  return { user, ...rendered };
}

export const currentUrl = () => screen.getByRole('status', { name: 'Current URL' }).textContent;

export const artistField = (name = 'Artist') => screen.getByRole('combobox', { name });

/** The option names of the open list, in order. */
export const optionNames = () =>
  screen.getAllByRole('option').map((option) => within(option).getAllByText(/./)[0]?.textContent);

/** The option names under the "Recently used" heading of the open list. */
export function recentOptionNames(): (string | null | undefined)[] {
  return within(screen.getByRole('group', { name: 'Recently used' }))
    .getAllByRole('option')
    .map((option) => within(option).getAllByText(/./)[0]?.textContent);
}

/** The search texts of the artist lists asked for from now on; stop() ends the watch. */
export function watchArtistSearches() {
  const searches: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const path = url.href.startsWith(API_BASE_URL) ? url.href.slice(API_BASE_URL.length) : '';
    if (request.method !== 'GET' || path.split('?')[0] !== '/artists') return;
    searches.push(url.searchParams.get('search') ?? '');
  };
  server.events.on('request:start', listener);
  return { searches, stop: () => server.events.removeListener('request:start', listener) };
}
