import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { allSongs, stubObjectUrls } from '../../songs.testkit';
import SongDetail from '../SongDetail';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});

async function openAnalytics(locale: 'en' | 'es') {
  const [song] = await allSongs();
  if (!song) throw new Error('No seeded song');
  renderWithAdmin(
    <Routes>
      <Route path="/song/:id" element={<SongDetail />} />
    </Routes>,
    { route: `/song/${song.id}?tab=analytics`, resource: 'songs', locale },
  );
  await screen.findByRole('heading', { level: 1, name: song.title });
}

describe('Song detail: the Analytics tab', () => {
  it('says the API has no listening figures yet, and what the tab would show', async () => {
    await openAnalytics('en');
    const panel = screen.getByRole('tabpanel', { name: 'Analytics' });

    expect(within(panel).getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
    expect(panel).toHaveTextContent('No data available from the API yet');
    expect(panel).toHaveTextContent(
      'The API does not provide listening figures for songs yet, so there is nothing to show here.',
    );
    const list = within(panel).getByRole('list', { name: 'What this tab would show' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Streams by platform and over time',
      'Listeners and the countries they listen from',
      'Playlist adds',
      'Saves and shares',
    ]);
    expect(panel).not.toHaveTextContent(/coming soon/i);
  });

  it('says it in Spanish', async () => {
    await openAnalytics('es');
    const panel = screen.getByRole('tabpanel', { name: 'Estadísticas' });

    expect(panel).toHaveTextContent('La API todavía no ofrece estos datos');
    expect(panel).toHaveTextContent(
      'La API todavía no ofrece cifras de escucha de las canciones, así que aquí no hay nada que mostrar.',
    );
    const list = within(panel).getByRole('list', { name: 'Lo que mostraría esta pestaña' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Reproducciones por plataforma y a lo largo del tiempo',
    );
    expect(panel).not.toHaveTextContent(/próximamente|pronto/i);
  });
});
