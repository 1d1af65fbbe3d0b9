// Singing languages are named in the interface language on the list, the overview and the form
// (the API names them in English only); the "other" entry keeps the artist's own words.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '../../mocks/db/database';
import type { ArtistRow } from '../../mocks/db/schema';
import { findHeading, renderDetail } from './detail/artistDetail.testkit';
import ArtistEdit from './form/ArtistEdit';
import { ArtistList } from './list/ArtistList';

beforeEach(signInForTest);

const languageId = (code: string) => db().singingLanguages.find((l) => l.code === code)?.id ?? 0;

/** The seed's first artist, renamed so a search finds it alone, singing `codes`. */
function artistSinging(codes: string[], otherSpecification: string | null = null): ArtistRow {
  const row = db().artists[0];
  Object.assign(row, {
    stageName: 'Zéphyrine Quartz',
    singingLanguageIds: codes.map(languageId),
    otherLanguageSpecification: otherSpecification,
  });
  return row;
}

describe('singing language names', () => {
  it('are French on the French artist list', async () => {
    artistSinging(['es', 'en', 'other'], 'Wolof');
    const filter = encodeURIComponent(JSON.stringify({ q: 'Zéphyrine' }));
    renderWithAdmin(<ArtistList />, {
      resource: 'artists',
      route: `/artists?filter=${filter}`,
      locale: 'fr',
    });

    const row = (await screen.findByText('Zéphyrine Quartz')).closest('tr');
    if (!row) throw new Error('the artist has a row');
    expect(row).toHaveTextContent('Espagnol, Anglais, Autre (Wolof)');
    expect(row).not.toHaveTextContent('Spanish');
  });

  it('are Spanish on the Spanish overview', async () => {
    const artist = artistSinging(['fr', 'ht']);
    renderDetail(`/artists/${artist.id}`, 'es');
    await findHeading(artist);

    const summary = screen.getByRole('region', { name: 'Resumen' });
    const languages = within(summary).getByText('Idiomas de canto', { selector: 'dt' });
    const chips = within(languages.nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Francés', 'Criollo haitiano']);
  });

  it('are French in the form, selected and offered', async () => {
    const artist = artistSinging(['fr', 'other'], 'Wolof');
    const user = userEvent.setup({ delay: null });
    renderWithAdmin(
      <Routes>
        <Route path="/artists/:id/edit" element={<ArtistEdit />} />
      </Routes>,
      { resource: 'artists', route: `/artists/${artist.id}/edit`, locale: 'fr' },
    );

    const [tabs] = await screen.findAllByRole('tablist');
    await user.click(within(tabs).getByRole('tab', { name: /Langues chantées/ }));
    const select = await screen.findByRole('combobox', { name: /Langues chantées/ });
    expect(select).toHaveTextContent('FrançaisAutre');

    await user.click(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Anglais',
      'Français',
      'Espagnol',
      'Portugais',
      'Créole haïtien',
      'Italien',
      'Arabe',
      'Autre',
    ]);
  });
});
