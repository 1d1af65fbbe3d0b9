// Shared by the Marketing tab's tests: the album screen as the app routes it (with the campaigns
// screen the wizard opens on), and demo data arranged for each case.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { db } from '@/mocks/db/database';
import type { AlbumRow, CampaignRow } from '@/mocks/db/schema';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import CampaignsScreen from '@/resources/campaigns/screen/CampaignsScreen';
import AlbumDetail from '../../AlbumDetail';

export const LocationProbe = () => {
  const location = useLocation();
  return <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>;
};
// hidden: the wizard's dialog hides the rest of the page from assistive technologies.
export const currentUrl = () =>
  screen.getByRole('status', { name: 'Current URL', hidden: true }).textContent ?? '';

/** The next `times` calls fail (a 500 is retried once before the screen says so). */
export function failing(path: string, message: string, times = 2) {
  let left = times;
  server.use(
    http.get(api(path), () => {
      if (left <= 0) return undefined;
      left -= 1;
      return fail(500, message);
    }),
  );
}

export function renderMarketing(albumId: number, locale: 'en' | 'fr' = 'en') {
  const user = userEvent.setup();
  renderWithAdmin(
    <>
      <Routes>
        <Route
          path="/album/:id"
          element={
            <ResourceContextProvider value="albums">
              <AlbumDetail />
            </ResourceContextProvider>
          }
        />
        <Route
          path="/promo-campaigns"
          element={
            <ResourceContextProvider value="campaigns">
              <CampaignsScreen />
            </ResourceContextProvider>
          }
        />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/album/${albumId}?tab=marketing`, locale },
  );
  return user;
}

/** Two albums of one artist, the first with campaigns of its own and the second with one. */
export function albumsWithCampaigns(): { album: AlbumRow; other: AlbumRow; ours: CampaignRow[] } {
  const database = db();
  const albumsOf = (artistId: number) => database.albums.filter((a) => a.artist_id === artistId);
  const album = database.albums.find((a) => albumsOf(a.artist_id).length >= 2);
  if (!album) throw new Error('No seeded artist has two albums');
  const other = albumsOf(album.artist_id).find((a) => a.id !== album.id)!;
  const model = database.campaigns[0]!;
  const maxId = Math.max(...database.campaigns.map((c) => c.id));
  const row = (id: number, albumId: number, name: string, budget: number): CampaignRow => ({
    ...model,
    id,
    artist_id: album.artist_id,
    album_id: albumId,
    name,
    total_budget: budget,
    currency: 'CAD',
    status: 'draft',
  });
  database.campaigns.push(
    row(maxId + 1, album.id, 'Album launch – spring', 2500),
    row(maxId + 2, other.id, 'The other album’s campaign', 800),
  );
  const ours = database.campaigns.filter((c) => c.album_id === album.id);
  return { album, other, ours };
}

export function withoutCampaigns(): AlbumRow {
  const database = db();
  const album = database.albums[0]!;
  database.campaigns = database.campaigns.filter((c) => c.album_id !== album.id);
  return album;
}

export function setSlug(artistId: number, slug: string | null) {
  const database = db();
  const artist = database.artists.find((a) => a.id === artistId)!;
  artist.linkSlug = slug;
  for (const row of database.linkSettings) if (row.artist_id === artistId) row.link_slug = slug;
}

export const artistNameOf = (artistId: number) =>
  db().artists.find((artist) => artist.id === artistId)?.stageName ?? '?';

export const campaignsSection = () =>
  screen.getByRole('region', { name: 'Campaigns for this album' });
