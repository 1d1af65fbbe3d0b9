import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { api, fail, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderArtistPicker } from './setup.testkit';

beforeEach(signInForTest);

const artistField = () => screen.getByRole('combobox', { name: 'Artist' });

describe('ArtistPickerCard', () => {
  it('searches the artists and hands the chosen one over', async () => {
    const { user, onChange } = renderArtistPicker();
    expect(screen.getByRole('region', { name: 'Select Artist' })).toBeVisible();

    await user.type(artistField(), 'Lune');
    const option = await screen.findByRole('option', { name: /Lune Rivière/ });
    // The real name is shown under the stage name.
    expect(within(option).getByText('Camille Tremblay')).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(option);

    expect(onChange).toHaveBeenCalledWith({ id: 1, name: 'Lune Rivière' });
    expect(artistField()).toHaveValue('Lune Rivière');
  });

  it('shows the artist it is opened with, and can be cleared', async () => {
    const { user, onChange } = renderArtistPicker(2);
    await waitFor(() => expect(artistField()).toHaveValue('JAYO'));

    await user.clear(artistField());
    expect(onChange).toHaveBeenCalledWith(null);
    expect(artistField()).toHaveValue('');
  });

  it('stays on the chosen artist when the manager turns a new choice down', async () => {
    const { user, onChange } = renderArtistPicker(2, { accept: false });
    await waitFor(() => expect(artistField()).toHaveValue('JAYO'));

    await user.clear(artistField());
    await user.type(artistField(), 'Lune');
    await user.click(await screen.findByRole('option', { name: /Lune Rivière/ }));

    expect(onChange).toHaveBeenLastCalledWith({ id: 1, name: 'Lune Rivière' });
    expect(artistField()).toHaveValue('JAYO');
  });

  it('says "Failed to load artists" when the list cannot be read', async () => {
    server.use(http.get(api('/artists'), () => fail(500, '')));
    const { user } = renderArtistPicker();

    await user.click(artistField());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load artists');
    // The open list says so too, rather than "No artists found".
    expect(screen.getAllByText('Failed to load artists')).toHaveLength(2);
    expect(screen.queryByText('No artists found')).toBeNull();
  });

  it("prefers the server's message", async () => {
    server.use(http.get(api('/artists'), () => fail(503, 'Artist search is down for maintenance')));
    const { user } = renderArtistPicker();

    await user.click(artistField());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Artist search is down for maintenance',
    );
  });

  it('says "Invalid data format received" for an answer of the wrong shape', async () => {
    server.use(http.get(api('/artists'), () => ok({ artists: 'none', pagination: null })));
    const { user } = renderArtistPicker();

    await user.click(artistField());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid data format received');
  });

  it.each([
    ['fr', 'Artiste', 'Ouvrir', 'Fermer', 'Effacer'],
    ['es', 'Artista', 'Abrir', 'Cerrar', 'Borrar'],
  ] as const)('names its buttons in %s', async (locale, field, open, close, clear) => {
    const { user } = renderArtistPicker(2, { locale });
    await waitFor(() => expect(screen.getByRole('combobox', { name: field })).toHaveValue('JAYO'));

    await user.click(screen.getByRole('button', { name: open }));
    expect(await screen.findByRole('button', { name: close })).toBeVisible();
    // The clear button shows while the field has the focus.
    expect(screen.getByRole('button', { name: clear })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^(Open|Close|Clear)$/ })).toBeNull();
  });

  it('speaks Spanish', async () => {
    const { user } = renderArtistPicker(null, { locale: 'es' });
    expect(await screen.findByRole('region', { name: 'Seleccionar artista' })).toBeVisible();
    await user.type(screen.getByRole('combobox', { name: 'Artista' }), 'zzzz-nobody');
    expect(await screen.findByText('No se encontraron artistas')).toBeVisible();
  });
});
