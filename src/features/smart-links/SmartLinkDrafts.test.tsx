import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  findRestoreOffer,
  queryRestoreOffer,
  storedDraft,
  waitForDraft,
} from '@tests/helpers/drafts';
import { renderWithAdmin, type RenderOptions } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { alertToastsSeen } from '@tests/helpers/toastsSeen';
import { db } from '../../mocks/db/database';
import { api, fail } from '../../mocks/http';
import { server } from '../../mocks/node';
import SmartLinksScreen from './SmartLinksScreen';

beforeEach(signInForTest);

const SLUG_LABEL = { en: 'Slug', fr: 'Identifiant', es: 'Identificador' };
const slugField = (locale: keyof typeof SLUG_LABEL = 'en') =>
  screen.getByRole('textbox', { name: SLUG_LABEL[locale] });
const save = () => screen.getByRole('button', { name: 'Save Changes' });

/** The manager on artist 1's link, once it is loaded. */
async function renderManager(options: Pick<RenderOptions, 'locale' | 'stackedToasts'> = {}) {
  const user = userEvent.setup();
  renderWithAdmin(<SmartLinksScreen />, { route: '/smart-links?artistId=1', ...options });
  await waitFor(() => expect(slugField(options.locale)).toHaveValue('lune-riviere'), {
    timeout: 10_000,
  });
  return user;
}

async function typeSlug(slug: string) {
  const user = await renderManager();
  await user.clear(slugField());
  // One change rather than a keystroke each: the whole manager re-renders on every one.
  await user.paste(slug);
  await waitForDraft('smart-link', 1, { link_slug: slug });
  return user;
}

// The whole manager, mounted twice a test: slow under jsdom.
describe('Smart link drafts', { timeout: 120_000 }, () => {
  it('offers the typed link back after a reload; Restore fills it in, Save removes the draft', async () => {
    await typeSlug('lune-draft');

    cleanup();
    const user = await renderManager();
    expect(await findRestoreOffer()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(slugField()).toHaveValue('lune-draft');
    expect(queryRestoreOffer()).toBeNull();

    await user.click(save());
    expect(await screen.findByText('Smart link saved successfully!')).toBeVisible();
    expect(db().linkSettings.find((s) => s.artist_id === 1)?.link_slug).toBe('lune-draft');
    expect(storedDraft('smart-link', 1)).toBeUndefined();
  });

  it('Discard removes the draft for good', async () => {
    await typeSlug('lune-gone');

    cleanup();
    const user = await renderManager();
    await findRestoreOffer();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(queryRestoreOffer()).toBeNull();
    expect(storedDraft('smart-link', 1)).toBeUndefined();
    expect(slugField()).toHaveValue('lune-riviere');
  });

  it('offers the draft in French and in Spanish', async () => {
    await typeSlug('lune-tres');
    for (const [locale, offer] of [
      ['fr', /^Restaurer vos modifications non enregistrées de /],
      ['es', /^¿Desea restaurar sus cambios sin guardar de las /],
    ] as const) {
      cleanup();
      await renderManager({ locale });
      expect(await screen.findByText(offer)).toBeVisible();
    }
  });
});

/** The save has ended (Save offered again) and the effects of its last render have run. */
async function saveEnded() {
  await waitFor(() => expect(save()).toBeEnabled());
  await act(async () => {});
}

describe('Smart link: one toast per failed save', () => {
  it('says "Failed to save smart link" once', async () => {
    server.use(http.put(api('/links/admin/:artistId/settings'), () => fail(500, '')));
    const user = await renderManager({ stackedToasts: true });
    const toasts = alertToastsSeen();
    // A save sends only what differs from the server's link (issue 37).
    await user.clear(slugField());
    await user.paste('lune-failed');
    await user.click(save());
    await waitFor(() => expect(toasts.length).toBeGreaterThan(0));
    await saveEnded();
    expect(toasts).toEqual(['Failed to save smart link']);
  });

  it('says a partial save once, as the warning alone', { timeout: 60_000 }, async () => {
    server.use(
      http.post(api('/links/admin/:artistId/platforms/batch'), () =>
        fail(500, 'Platform service down'),
      ),
    );
    const user = await renderManager({ stackedToasts: true });
    const toasts = alertToastsSeen();
    await user.clear(slugField());
    await user.paste('lune-half');
    await user.click(screen.getByRole('button', { name: 'Show Tidal on the page' }));
    await user.click(save());
    await waitFor(() => expect(toasts.length).toBeGreaterThan(0));
    await saveEnded();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatch(/^Link settings saved, but the platform links/);
  });
});
