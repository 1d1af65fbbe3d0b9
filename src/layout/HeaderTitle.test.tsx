import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useSetLocale } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { allArtists } from '@tests/helpers/seedCatalogue';
import { signInForTest } from '@tests/helpers/signedIn';
import SettingsScreen from '@/features/settings/SettingsScreen';
import { db } from '@/mocks/db/database';
import ArtistDetail from '@/resources/artists/detail/ArtistDetail';
import { ArtistList } from '@/resources/artists/list/ArtistList';
import CampaignsScreen from '@/resources/campaigns/screen/CampaignsScreen';
import { AppAppBar } from './AppAppBar';

beforeEach(async () => {
  await signInForTest();
  // Whatever an earlier test left: each test's title comes from its own screen.
  document.title = 'Label Admin';
});

/** The language menu's effect, without the menu. */
const SpeakFrench = () => {
  const setLocale = useSetLocale();
  return (
    <button type="button" onClick={() => setLocale('fr')}>
      French
    </button>
  );
};

/** A screen under the app's header, as the layout shows it. */
function renderScreen(
  screenElement: ReactNode,
  route: string,
  locale: 'en' | 'fr' | 'es',
  { resource, path = '*' }: { resource?: string; path?: string } = {},
) {
  const user = userEvent.setup();
  renderWithAdmin(
    <>
      <AppAppBar />
      <SpeakFrench />
      <Routes>
        <Route path={path} element={screenElement} />
      </Routes>
    </>,
    { route, locale, resource },
  );
  return { user };
}

const titleBecomes = (title: string) => waitFor(() => expect(document.title).toBe(title));

describe('the browser tab names the page (WCAG 2.4.2)', () => {
  it('names a list by its screen, in the interface language, and follows a change of language', async () => {
    const { user } = renderScreen(<ArtistList />, '/artists', 'en', { resource: 'artists' });
    await titleBecomes('Artists · Label Admin');
    await user.click(screen.getByRole('button', { name: 'French' }));
    await titleBecomes('Artistes · Label Admin');
  });

  it('names a list in Spanish', async () => {
    renderScreen(<ArtistList />, '/artists', 'es', { resource: 'artists' });
    await titleBecomes('Artistas · Label Admin');
  });

  it("names a detail screen by its record: the artist's stage name", async () => {
    const [artist] = await allArtists();
    renderScreen(<ArtistDetail />, `/artists/${artist.id}`, 'fr', {
      resource: 'artists',
      path: '/artists/:id',
    });
    await screen.findByRole('heading', { level: 1, name: artist.stageName });
    await titleBecomes(`${artist.stageName} · Label Admin`);
  });

  it('names a custom route (the settings) in French and Spanish', async () => {
    const { user } = renderScreen(<SettingsScreen />, '/settings', 'es');
    await titleBecomes('Configuración · Label Admin');
    await user.click(screen.getByRole('button', { name: 'French' }));
    await titleBecomes('Paramètres · Label Admin');
  });

  it('names the campaign whose posts are open over the campaigns, then the campaigns again once closed', async () => {
    const [campaign] = db().campaigns;
    const { user } = renderScreen(
      <CampaignsScreen />,
      `/promo-campaigns?campaignId=${campaign.id}`,
      'fr',
      { resource: 'campaigns' },
    );
    await screen.findByRole('dialog', { name: campaign.name });
    await titleBecomes(`${campaign.name} · Campagnes promo · Label Admin`);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await titleBecomes('Campagnes promo · Label Admin');
  });
});
