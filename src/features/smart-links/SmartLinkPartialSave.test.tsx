// Save Changes is two calls: the slug and theme, then the platform batch. When only the first
// goes through, the user is told so, and the next Save sends only what is left.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '../../mocks/db/database';
import { api, fail } from '../../mocks/http';
import { server } from '../../mocks/node';
import SmartLinksScreen from './SmartLinksScreen';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const SLUG = { en: 'Slug', es: 'Identificador' };
const slugField = (locale: 'en' | 'es' = 'en') =>
  screen.getByRole('textbox', { name: SLUG[locale] });

/** Every write of the artist's link, as "METHOD path". */
function recordWrites() {
  const writes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET' && pathname.includes('/links/admin/')) {
      writes.push(`${request.method} ${pathname.replace(/^.*\/links\/admin\/\d+/, '')}`);
    }
  });
  return writes;
}

/** The platform batch fails `times` times with the server's message, then goes through. */
function failBatch(times: number, message = 'Platform service down') {
  let left = times;
  server.use(
    http.post(api('/links/admin/:artistId/platforms/batch'), () => {
      if (left <= 0) return undefined;
      left -= 1;
      return fail(500, message);
    }),
  );
}

async function renderManager(locale: 'en' | 'es' = 'en') {
  const user = userEvent.setup();
  renderWithAdmin(<SmartLinksScreen />, { route: '/smart-links?artistId=1', locale });
  await waitFor(() => expect(slugField(locale)).toHaveValue('lune-riviere'), { timeout: 10_000 });
  return user;
}

const settingsOf = (artistId: number) => db().linkSettings.find((s) => s.artist_id === artistId);

const SHOW_TIDAL = { en: 'Show Tidal on the page', es: 'Mostrar Tidal en la página' };

/**
 * Hides the Tidal entry: a change to the platforms. A save sends only the parts that differ
 * from the server's link (issue 37), so each part to be sent is changed first.
 */
const hideTidal = (user: ReturnType<typeof userEvent.setup>, locale: 'en' | 'es' = 'en') =>
  user.click(screen.getByRole('button', { name: SHOW_TIDAL[locale] }));

describe('Smart link save, settings then platforms', () => {
  // Two saves of the whole manager: slow under jsdom.
  it(
    'says the settings were saved and the platforms not; the next Save sends only the platforms',
    { timeout: 120_000 },
    async () => {
      const writes = recordWrites();
      failBatch(1);
      const user = await renderManager();
      await user.clear(slugField());
      await user.type(slugField(), 'lune-live');
      await hideTidal(user);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(
        await screen.findByText(
          'Link settings saved, but the platform links were not saved: Platform service down. Press Save Changes to send them again.',
        ),
      ).toBeVisible();
      expect(settingsOf(1)?.link_slug).toBe('lune-live');
      expect(writes).toEqual(['PUT /settings', 'POST /platforms/batch']);
      // The form still holds what is not saved.
      expect(slugField()).toHaveValue('lune-live');

      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Smart link saved successfully!')).toBeVisible();
      expect(writes).toEqual(['PUT /settings', 'POST /platforms/batch', 'POST /platforms/batch']);
    },
  );

  it(
    'sends the settings again once they are changed after the partial save',
    { timeout: 120_000 },
    async () => {
      const writes = recordWrites();
      failBatch(1);
      const user = await renderManager();
      await user.clear(slugField());
      await user.type(slugField(), 'lune-live');
      await hideTidal(user);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await screen.findByText(/Link settings saved, but/);

      await user.clear(slugField());
      await user.type(slugField(), 'lune-tour');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Smart link saved successfully!')).toBeVisible();
      expect(writes).toEqual([
        'PUT /settings',
        'POST /platforms/batch',
        'PUT /settings',
        'POST /platforms/batch',
      ]);
      expect(settingsOf(1)?.link_slug).toBe('lune-tour');
    },
  );

  it('says it in Spanish, with its own words when the server gives none', async () => {
    failBatch(1, '');
    const user = await renderManager('es');
    await user.clear(slugField('es'));
    await user.type(slugField('es'), 'lune-viva');
    await hideTidal(user, 'es');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText(
        'Ajustes del enlace guardados, pero los enlaces de las plataformas no se han guardado: el servidor no ha indicado el motivo. Pulse Guardar cambios para enviarlos de nuevo.',
      ),
    ).toBeVisible();
  });
});
