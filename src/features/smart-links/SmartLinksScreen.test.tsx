import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '../../mocks/db/database';
import { api, fail } from '../../mocks/http';
import { server } from '../../mocks/node';
import SmartLinksScreen from './SmartLinksScreen';

beforeEach(signInForTest);
afterEach(() => vi.restoreAllMocks());

function renderManager(route = '/smart-links?artistId=1', locale?: 'en' | 'fr' | 'es') {
  const user = userEvent.setup();
  return { user, ...renderWithAdmin(<SmartLinksScreen />, { route, locale }) };
}

const slugField = () => screen.getByRole('textbox', { name: 'Slug' });
const save = () => screen.getByRole('button', { name: 'Save Changes' });

/** Waits for the artist's link: its slug in the field. */
async function findLoaded(slug: string) {
  await waitFor(() => expect(slugField()).toHaveValue(slug), { timeout: 10_000 });
}

/** A tab the app opens for the preview: where it is sent is what the user would see. */
function stubNewTab() {
  const tab = { opener: {} as unknown, closed: false, location: { href: 'about:blank' } };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

describe('Smart Links Manager', () => {
  it('starts on the default theme with no artist, and asks for one before saving', async () => {
    const { user } = renderManager('/smart-links');
    expect(await screen.findByRole('heading', { name: 'Smart Links Manager' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Background color' })).toHaveValue('#000000');
    expect(screen.getByRole('textbox', { name: 'Text color' })).toHaveValue('#FFFFFF');
    expect(screen.getByRole('textbox', { name: 'Button color' })).toHaveValue('#FF6B00');
    expect(screen.getByRole('textbox', { name: 'Button text color' })).toHaveValue('#FFFFFF');
    expect(screen.getByRole('radio', { name: 'Minimal' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveTextContent('Montserrat');

    await user.type(slugField(), 'x');
    await user.click(save());
    expect(await screen.findByText('Please select an artist')).toBeVisible();
  });

  it('keeps the focus on the artist picker when an artist is chosen with Enter', async () => {
    const { user } = renderManager('/smart-links');
    const picker = await screen.findByRole('combobox', { name: 'Artist' });
    await user.click(picker);
    await user.keyboard('Lune');
    await screen.findByRole('option', { name: /Lune Rivière/ });
    await user.keyboard('{ArrowDown}{Enter}');

    // The artist's link loads into a form built for it, picker included.
    await findLoaded('lune-riviere');
    const chosen = screen.getByRole('combobox', { name: 'Artist' });
    await waitFor(() => expect(chosen).toHaveValue('Lune Rivière'));
    expect(chosen).toHaveFocus();
  });

  it('lowercases the slug and turns spaces into hyphens as it is typed, with its address', async () => {
    const { user } = renderManager();
    await findLoaded('lune-riviere');
    await user.clear(slugField());
    await user.type(slugField(), 'Lune Rivière Live');
    expect(slugField()).toHaveValue('lune-rivière-live');
    const slugCard = screen.getByRole('region', { name: 'Link Slug' });
    expect(
      within(slugCard).getByText(/\/smart-links\/page\/lune-rivi%C3%A8re-live$/),
    ).toBeVisible();
  });

  it('needs a slug to save', async () => {
    const { user } = renderManager();
    await findLoaded('lune-riviere');
    await user.clear(slugField());
    await user.click(save());
    expect(await screen.findByText('Please enter a slug')).toBeVisible();
    expect(db().linkSettings.find((s) => s.artist_id === 1)?.link_slug).toBe('lune-riviere');
  });

  it('saves the slug, the theme and both lists, and shows what was kept after a reload', async () => {
    const { user, unmount } = renderManager();
    await findLoaded('lune-riviere');
    await user.clear(slugField());
    await user.type(slugField(), 'lune live');
    const buttonColor = screen.getByRole('textbox', { name: 'Button color' });
    await user.clear(buttonColor);
    await user.type(buttonColor, '#112233');
    const streaming = screen.getByRole('region', { name: 'Streaming Platforms' });
    const before = db().smartLinkPlatforms.filter((p) => p.artist_id === 1).length;
    await user.click(within(streaming).getByRole('button', { name: 'Remove Tidal' }));
    await user.click(save());

    expect(await screen.findByText('Smart link saved successfully!')).toBeVisible();
    const settings = db().linkSettings.find((s) => s.artist_id === 1);
    expect(settings).toMatchObject({ link_slug: 'lune-live', theme: { button_color: '#112233' } });
    const saved = db().smartLinkPlatforms.filter((p) => p.artist_id === 1);
    expect(saved).toHaveLength(before - 1);
    expect(saved.map((p) => p.platform_name)).not.toContain('Tidal');

    unmount();
    renderManager();
    await findLoaded('lune-live');
    expect(screen.getByRole('textbox', { name: 'Button color' })).toHaveValue('#112233');
    expect(screen.queryByRole('button', { name: 'Remove Tidal' })).toBeNull();
  });

  it("shows the server's message for a slug another artist has, on the field too", async () => {
    const other = db().artists.find((a) => a.id !== 1 && a.linkSlug);
    if (!other?.linkSlug) throw new Error('The seed gives another artist a slug');
    const { user } = renderManager();
    await findLoaded('lune-riviere');
    await user.clear(slugField());
    await user.type(slugField(), other.linkSlug);
    await user.click(save());

    expect(await screen.findAllByText('Link slug is already taken')).toHaveLength(2);
    expect(slugField()).toHaveValue(other.linkSlug);
    expect(slugField()).toHaveAccessibleDescription('Link slug is already taken');
  });

  it('says "Failed to save smart link" when the server gives no message, and keeps the edits', async () => {
    server.use(http.put(api('/links/admin/:artistId/settings'), () => fail(500, '')));
    const { user } = renderManager();
    await findLoaded('lune-riviere');
    await user.clear(slugField());
    await user.type(slugField(), 'kept-slug');
    await user.click(save());

    expect(await screen.findByText('Failed to save smart link')).toBeVisible();
    expect(slugField()).toHaveValue('kept-slug');
  });
  // The settings saved and the platform batch not: SmartLinkPartialSave.test.tsx.

  it('needs a slug to preview, and opens nothing without one', async () => {
    const { open } = stubNewTab();
    const { user } = renderManager();
    await findLoaded('lune-riviere');
    await user.clear(slugField());
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Please enter a slug first')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it('saves before the preview, then sends the new tab to the public page', async () => {
    const { tab, open } = stubNewTab();
    const { user } = renderManager();
    await findLoaded('lune-riviere');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('Saving changes before preview...')).toBeVisible();
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    expect(await screen.findByText('Smart link saved successfully!')).toBeVisible();
    await waitFor(() =>
      expect(tab.location.href).toBe(`${window.location.origin}/smart-links/page/lune-riviere`),
    );
  });

  it('still opens the preview when the save before it fails', async () => {
    server.use(http.put(api('/links/admin/:artistId/settings'), () => fail(500, 'Disk full')));
    const { tab } = stubNewTab();
    const { user } = renderManager();
    await findLoaded('lune-riviere');
    // A changed slug: a save sends only what differs from the server's link (issue 37).
    await user.clear(slugField());
    await user.type(slugField(), 'lune-soon');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('Disk full')).toBeVisible();
    await waitFor(() => expect(tab.location.href).toMatch(/\/smart-links\/page\/lune-soon$/));
  });

  it('speaks French', async () => {
    const { user } = renderManager('/smart-links', 'fr');
    expect(
      await screen.findByRole('heading', { name: 'Gestionnaire de liens intelligents' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Veuillez sélectionner un artiste')).toBeVisible();
  });
});
