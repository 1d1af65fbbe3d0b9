// Several people on one smart link (issue 37): a colleague saves the link while the user has it
// open. Their new or edited platform entry survives the user's edit of another entry, in its
// place; an entry both changed is put to the user; their theme change survives the user's slug.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db, nextId } from '../../mocks/db/database';
import type { SmartLinkPlatformRow } from '../../mocks/db/schema';
import { server } from '../../mocks/node';
import { STREAMING_PLATFORMS } from '../../components/smartLink/platformCatalog';
import SmartLinksScreen from './SmartLinksScreen';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const ARTIST = 1;
const slugField = () => screen.getByRole('textbox', { name: 'Slug' });
const streamingCard = () => screen.getByRole('region', { name: 'Streaming Platforms' });
const urlFields = () => within(streamingCard()).getAllByRole('textbox', { name: 'Profile URL' });

/** The artist's streaming entries on the server, in their order. */
const streamingOnServer = (): SmartLinkPlatformRow[] =>
  db()
    .smartLinkPlatforms.filter((p) => p.artist_id === ARTIST && p.platform_type === 'streaming')
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);

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

async function renderManager() {
  const user = userEvent.setup();
  renderWithAdmin(<SmartLinksScreen />, {
    route: `/smart-links?artistId=${ARTIST}`,
    stackedToasts: true,
  });
  await waitFor(() => expect(slugField()).toHaveValue('lune-riviere'), { timeout: 10_000 });
  return user;
}

async function replaceUrl(user: ReturnType<typeof userEvent.setup>, index: number, url: string) {
  const field = urlFields()[index];
  if (!field) throw new Error(`No streaming entry ${index}`);
  await user.clear(field);
  await user.paste(url);
}

describe('Smart link saved by a colleague meanwhile', { timeout: 60_000 }, () => {
  it('keeps their new entry and their edit of another entry, with the user’s edit, in order', async () => {
    const before = streamingOnServer();
    const [mine, theirs] = before;
    const added = STREAMING_PLATFORMS.find((p) => !before.some((e) => e.platform_name === p.name));
    if (!mine || !theirs || !added) throw new Error('The seed gives artist 1 streaming entries');
    const writes = recordWrites();
    const user = await renderManager();

    // The colleague's save, straight into the demo API's store.
    theirs.profile_url = 'https://example.com/their-profile';
    db().smartLinkPlatforms.push({
      id: nextId('smartLinkPlatforms'),
      artist_id: ARTIST,
      platform_name: added.name,
      profile_url: 'https://example.com/their-new-entry',
      display_name: null,
      platform_type: 'streaming',
      sort_order: before.length + 1,
      is_visible: true,
    });
    await replaceUrl(user, 0, 'https://example.com/my-profile');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Smart link saved successfully!')).toBeVisible();
    expect(streamingOnServer().map((e) => [e.platform_name, e.profile_url])).toEqual([
      [mine.platform_name, 'https://example.com/my-profile'],
      [theirs.platform_name, 'https://example.com/their-profile'],
      ...before.slice(2).map((e) => [e.platform_name, e.profile_url]),
      [added.name, 'https://example.com/their-new-entry'],
    ]);
    // The slug and theme were not changed: only the platform batch is written.
    expect(writes).toEqual(['POST /platforms/batch']);
    // The form now shows the link as saved, their entry included.
    expect(
      await within(streamingCard()).findByRole('button', { name: `Remove ${added.name}` }),
    ).toBeVisible();
  });

  it('asks when both changed the same entry; Cancel writes nothing and keeps the typing', async () => {
    const [entry] = streamingOnServer();
    if (!entry) throw new Error('The seed gives artist 1 streaming entries');
    const writes = recordWrites();
    const user = await renderManager();

    entry.profile_url = 'https://example.com/their-profile';
    await replaceUrl(user, 0, 'https://example.com/my-profile');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    let dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed the same fields',
    });
    expect(
      within(dialog).getByRole('radiogroup', {
        name: `Streaming Platforms › ${entry.platform_name} › Profile URL`,
      }),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('https://example.com/their-profile');
    expect(dialog).toHaveTextContent('https://example.com/my-profile');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Nothing was saved. Your changes are still in the form.'),
    ).toBeVisible();
    expect(writes).toEqual([]);
    expect(urlFields()[0]).toHaveValue('https://example.com/my-profile');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    dialog = await screen.findByRole('dialog', { name: 'Someone else changed the same fields' });
    await user.click(within(dialog).getByRole('radio', { name: 'Keep yours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Smart link saved successfully!')).toBeVisible();
    expect(streamingOnServer()[0]?.profile_url).toBe('https://example.com/my-profile');
    expect(writes).toEqual(['POST /platforms/batch']);
  });

  it('keeps their theme colour when the user changes the slug, and says so', async () => {
    const writes = recordWrites();
    const user = await renderManager();
    const settings = db().linkSettings.find((s) => s.artist_id === ARTIST);
    if (!settings) throw new Error('The seed gives artist 1 link settings');
    settings.theme = { ...settings.theme, button_color: '#123456' };

    await user.clear(slugField());
    await user.paste('lune-together');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Smart link saved successfully!')).toBeVisible();
    expect(
      await screen.findByText('A colleague’s change was kept: Theme Customization'),
    ).toBeVisible();
    expect(db().linkSettings.find((s) => s.artist_id === ARTIST)).toMatchObject({
      link_slug: 'lune-together',
      theme: { button_color: '#123456' },
    });
    expect(writes).toEqual(['PUT /settings']);
    expect(screen.getByRole('textbox', { name: 'Button color' })).toHaveValue('#123456');
  });
});
