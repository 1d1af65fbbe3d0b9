import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../../../../../tests/helpers/renderWithAdmin';
import { signInForTest } from '../../../../../../tests/helpers/signedIn';
import { LINKS_HOST } from '../../../../../config/env';
import { db } from '../../../../../mocks/db/database';
import type { AlbumRow, CampaignRow } from '../../../../../mocks/db/schema';
import { api, fail } from '../../../../../mocks/http';
import { server } from '../../../../../mocks/node';
import CampaignsScreen from '../../../../campaigns/screen/CampaignsScreen';
import { escapeRegExp, stubObjectUrls } from '../../../albumTestSupport';
import AlbumDetail from '../../AlbumDetail';

beforeEach(signInForTest);
stubObjectUrls();

const LocationProbe = () => {
  const location = useLocation();
  return <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>;
};
// hidden: the wizard's dialog hides the rest of the page from assistive technologies.
const currentUrl = () =>
  screen.getByRole('status', { name: 'Current URL', hidden: true }).textContent ?? '';

/** The next `times` calls fail (a 500 is retried once before the screen says so). */
function failing(path: string, message: string, times = 2) {
  let left = times;
  server.use(
    http.get(api(path), () => {
      if (left <= 0) return undefined;
      left -= 1;
      return fail(500, message);
    }),
  );
}

function renderMarketing(albumId: number, locale: 'en' | 'fr' = 'en') {
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
function albumsWithCampaigns(): { album: AlbumRow; other: AlbumRow; ours: CampaignRow[] } {
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

function withoutCampaigns(): AlbumRow {
  const database = db();
  const album = database.albums[0]!;
  database.campaigns = database.campaigns.filter((c) => c.album_id !== album.id);
  return album;
}

function setSlug(artistId: number, slug: string | null) {
  const database = db();
  const artist = database.artists.find((a) => a.id === artistId)!;
  artist.linkSlug = slug;
  for (const row of database.linkSettings) if (row.artist_id === artistId) row.link_slug = slug;
}

const artistNameOf = (artistId: number) =>
  db().artists.find((artist) => artist.id === artistId)?.stageName ?? '?';

const campaignsSection = () => screen.getByRole('region', { name: 'Campaigns for this album' });

describe("The album's Marketing tab", () => {
  it("lists the album's campaigns as the campaigns screen's cards, and not another album's", async () => {
    const { album, ours } = albumsWithCampaigns();
    renderMarketing(album.id);

    const list = await screen.findByRole('list', { name: `Campaigns of ${album.title}` });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.querySelector('h3')?.textContent).sort()).toEqual(
      ours.map((c) => c.name).sort(),
    );
    expect(within(list).queryByRole('article', { name: 'The other album’s campaign' })).toBeNull();

    const card = within(list).getByRole('article', { name: 'Album launch – spring' });
    expect(card).toHaveTextContent('Draft');
    expect(within(card).getByText('Budget').nextElementSibling).toHaveTextContent('CA$2,500');
    expect(within(card).getByText('Posts')).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'View posts of Album launch – spring' }),
    ).toHaveAttribute('href', `/promo-campaigns?campaignId=${ours.at(-1)!.id}`);
    expect(
      within(card).getByRole('button', { name: 'Delete campaign Album launch – spring' }),
    ).toBeVisible();
  });

  it('writes the budget in the interface language', async () => {
    const { album } = albumsWithCampaigns();
    renderMarketing(album.id, 'fr');
    const card = await screen.findByRole('article', { name: 'Album launch – spring' });
    expect(within(card).getByText('Budget').nextElementSibling?.textContent).toMatch(
      /^2\s500\s\$CA$/,
    );
    expect(screen.getByRole('region', { name: 'Campagnes de cet album' })).toBeVisible();
  });

  it('opens the wizard with the artist and the album already chosen', async () => {
    const { album } = albumsWithCampaigns();
    const user = renderMarketing(album.id);
    await screen.findByRole('list', { name: `Campaigns of ${album.title}` });

    await user.click(
      within(campaignsSection()).getByRole('link', { name: 'New campaign for this album' }),
    );

    expect(
      await screen.findByText(`Selected artist: ${artistNameOf(album.artist_id)}`),
    ).toBeVisible();
    const wizard = screen.getByRole('dialog', { name: 'New Campaign' });
    expect(within(wizard).getByText(`Selected album: ${album.title}`)).toBeVisible();
    await waitFor(() =>
      expect(
        within(wizard).getByRole('radio', { name: new RegExp(`^${escapeRegExp(album.title)}`) }),
      ).toBeChecked(),
    );
    expect(within(wizard).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(currentUrl()).toBe(
      `/promo-campaigns?wizard=new&artistId=${album.artist_id}&albumId=${album.id}`,
    );

    // Closed untouched, it asks nothing and leaves the URL, so a reload does not reopen it.
    await user.click(within(wizard).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Campaign' })).toBeNull());
    expect(currentUrl()).toBe('/promo-campaigns');
  });

  it('opens the wizard so chosen again from its address (a reload)', async () => {
    const { album, other } = albumsWithCampaigns();
    const user = userEvent.setup();
    renderWithAdmin(
      <>
        <CampaignsScreen />
        <LocationProbe />
      </>,
      {
        resource: 'campaigns',
        route: `/promo-campaigns?wizard=new&artistId=${other.artist_id}&albumId=${other.id}`,
        locale: 'en',
      },
    );
    // The album is read first (a dialog says so), then the wizard shows it chosen.
    expect(await screen.findByText(`Selected album: ${other.title}`)).toBeVisible();
    const wizard = screen.getByRole('dialog', { name: 'New Campaign' });

    // The choice stays the user's to change.
    await user.click(
      await within(wizard).findByRole('radio', {
        name: new RegExp(`^${escapeRegExp(album.title)}`),
      }),
    );
    expect(within(wizard).getByText(`Selected album: ${album.title}`)).toBeVisible();
  });

  it('says when the album has no campaign yet, and still offers to start one', async () => {
    const album = withoutCampaigns();
    renderMarketing(album.id);
    expect(await screen.findByText('No campaign for this album yet')).toBeVisible();
    const links = within(campaignsSection()).getAllByRole('link', {
      name: 'New campaign for this album',
    });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute(
      'href',
      `/promo-campaigns?wizard=new&artistId=${album.artist_id}&albumId=${album.id}`,
    );
  });

  it('says why the campaigns could not be read, and Retry reads them again', async () => {
    const { album, ours } = albumsWithCampaigns();
    failing('/campaigns', 'The campaigns are resting');
    const user = renderMarketing(album.id);

    const section = await screen.findByRole('region', { name: 'Campaigns for this album' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The campaigns are resting');
    expect(within(campaignsSection()).queryByText('No campaign for this album yet')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: `Campaigns of ${album.title}` });
    expect(within(list).getAllByRole('article')).toHaveLength(ours.length);
  });

  it("shows the artist's smart link: address, QR code, copy and the manager", async () => {
    const album = withoutCampaigns();
    setSlug(album.artist_id, 'lune-riviere');
    const user = renderMarketing(album.id);
    const artist = artistNameOf(album.artist_id);

    const section = await screen.findByRole('region', { name: `Smart link of ${artist}` });
    const address = `${LINKS_HOST}/lune-riviere`;
    expect(await within(section).findByRole('link', { name: new RegExp(address) })).toHaveAttribute(
      'href',
      address,
    );
    expect(within(section).getByRole('img', { name: `QR code for ${address}` })).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'Open in the Smart Links manager' }),
    ).toHaveAttribute('href', `/smart-links?artistId=${album.artist_id}`);

    await user.click(within(section).getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Address copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(address);
  });

  it('says when the artist has no smart link yet, and links to the manager to set one up', async () => {
    const album = withoutCampaigns();
    setSlug(album.artist_id, null);
    renderMarketing(album.id);
    const artist = artistNameOf(album.artist_id);

    const section = await screen.findByRole('region', { name: `Smart link of ${artist}` });
    expect(await within(section).findByText(`${artist} has no smart link yet.`)).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Set up a smart link' })).toHaveAttribute(
      'href',
      `/smart-links?artistId=${album.artist_id}`,
    );
    expect(within(section).queryByRole('img')).toBeNull();
  });

  it('offers Retry when the smart link could not be read', async () => {
    const album = withoutCampaigns();
    setSlug(album.artist_id, 'jayo');
    failing('/links/admin/:artistId/settings', 'Links are down');
    const user = renderMarketing(album.id);
    const section = await screen.findByRole('region', {
      name: `Smart link of ${artistNameOf(album.artist_id)}`,
    });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Links are down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(section).findByRole('link', { name: new RegExp(`${LINKS_HOST}/jayo`) }),
    ).toBeVisible();
  });
});
