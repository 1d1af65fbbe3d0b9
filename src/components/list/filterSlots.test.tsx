import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { ArtistList } from '@/resources/artists/list/ArtistList';

beforeEach(() => signInForTest());

const renderArtists = () =>
  renderWithAdmin(<ArtistList />, { resource: 'artists', route: '/artists', locale: 'fr' });

/** The filter bar's places, in order: react-admin's wrapper around each filter input. */
const places = () => [...document.querySelectorAll<HTMLElement>('.filter-field')];

describe("A list's filters on a cold start", () => {
  it('first show a still likeness of each input, then the inputs themselves in their places', async () => {
    renderArtists();
    // Checked as the DOM changes: the list's first commit, before the browser paints it.
    await waitFor(() => expect(places()).toHaveLength(3));

    // Before the first paint: the search's placeholder and each select's label, in order,
    // nothing to focus and nothing announced twice.
    expect(
      places().map(
        (place) => place.textContent?.trim() || place.querySelector('input')?.placeholder,
      ),
    ).toEqual(['Rechercher', 'Genre musical', 'Statut']);
    expect(screen.queryByRole('textbox', { name: 'Rechercher' })).not.toBeInTheDocument();
    for (const place of places()) {
      expect(place.firstElementChild).toHaveAttribute('aria-hidden', 'true');
      for (const input of place.querySelectorAll('input')) expect(input.tabIndex).toBe(-1);
    }

    // Then the real inputs, in the same three places.
    expect(await screen.findByRole('textbox', { name: 'Rechercher' })).toBeEnabled();
    expect(await screen.findByRole('combobox', { name: 'Genre musical' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toBeInTheDocument();
    expect(places().map((place) => place.dataset.source)).toEqual(['q', 'genre', 'status']);
    expect(document.querySelector('.filter-field [aria-hidden="true"] input')).toBeNull();
  });

  it('are the inputs at once on a list opened once the app has painted', async () => {
    const first = renderArtists();
    await screen.findByRole('textbox', { name: 'Rechercher' });
    first.unmount();

    renderArtists();
    await waitFor(() => expect(places()).toHaveLength(3));
    expect(screen.getByRole('textbox', { name: 'Rechercher' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toBeInTheDocument();
  });
});
