import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { allAlbums, stubObjectUrls } from '../../album.testkit';
import AlbumDetail from '../AlbumDetail';

beforeEach(signInForTest);
stubObjectUrls();

async function openAnalytics(locale: 'en' | 'fr') {
  const [album] = await allAlbums();
  if (!album) throw new Error('No seeded album');
  renderWithAdmin(
    <Routes>
      <Route path="/album/:id" element={<AlbumDetail />} />
    </Routes>,
    { route: `/album/${album.id}?tab=analytics`, resource: 'albums', locale },
  );
  await screen.findByRole('heading', { level: 1, name: album.title });
}

describe('Album detail: the Analytics tab', () => {
  it('says the API has no listening or sales figures yet, and what the tab would show', async () => {
    await openAnalytics('en');
    const panel = screen.getByRole('tabpanel', { name: 'Analytics' });

    expect(within(panel).getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
    expect(panel).toHaveTextContent('No data available from the API yet');
    expect(panel).toHaveTextContent(
      'The API does not provide listening or sales figures for albums yet, so there is nothing to show here.',
    );
    const list = within(panel).getByRole('list', { name: 'What this tab would show' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Streams by platform and over time',
      'Sales and downloads',
      'Listeners and the countries they listen from',
      'The most played tracks',
    ]);
    expect(panel).not.toHaveTextContent(/coming soon/i);
  });

  it('says it in French', async () => {
    await openAnalytics('fr');
    const panel = screen.getByRole('tabpanel', { name: 'Statistiques' });

    expect(panel).toHaveTextContent('Aucune donnée disponible dans l’API pour l’instant');
    expect(panel).toHaveTextContent(
      'L’API ne fournit pas encore de chiffres d’écoute ni de ventes pour les albums : il n’y a donc rien à afficher ici.',
    );
    const list = within(panel).getByRole('list', { name: 'Ce que cet onglet afficherait' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Ventes et téléchargements');
    expect(panel).not.toHaveTextContent(/bientôt/i);
  });
});
