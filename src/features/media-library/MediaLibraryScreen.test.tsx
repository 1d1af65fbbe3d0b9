import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allArtists } from '@tests/helpers/seedCatalogue';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Artist } from '../../api/types';
import {
  fileList,
  findLibrary,
  folderList,
  openFolder,
  shownFileNames,
  stubObjectUrls,
} from '../../components/media/artistLibrary/media.testkit';
import { now } from '../../lib/clock';
import { db, nextId } from '../../mocks/db/database';
import { toMediaFile } from '../../mocks/handlers/media/view';
import { api, fail, ok } from '../../mocks/http';
import { server } from '../../mocks/node';
import {
  artistField,
  currentUrl,
  optionNames,
  recentOptionNames,
  renderMediaScreen,
  watchArtistSearches,
} from './mediaScreen.testkit';

// jsdom decodes no media (its elements never load metadata): the reader has its own tests.
vi.mock('../../components/media/readMediaDuration', () => ({
  readMediaDuration: vi.fn(async () => 0),
}));

// A failed load is retried once (src/providers/queryClient.ts; at once in tests) before it shows.
const AFTER_RETRY = { timeout: 5_000 };

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});

async function seededArtist(stageName: string): Promise<Artist> {
  const artist = (await allArtists()).find((a) => a.stageName === stageName);
  if (!artist) throw new Error(`No seeded artist ${stageName}`);
  return artist;
}

/** The artist's name over the library, a link to their page. */
const artistLink = (artist: Artist) =>
  screen.findByRole('link', { name: artist.stageName }, AFTER_RETRY);

describe('MediaLibraryScreen: the artist in the URL', () => {
  it("opens on the artist of ?artistId=, with that artist's library and a link to their page", async () => {
    const jayo = await seededArtist('JAYO');
    renderMediaScreen(`/media?artistId=${jayo.id}`);

    expect(await artistLink(jayo)).toHaveAttribute('href', `/artists/${jayo.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
    await waitFor(() => expect(artistField()).toHaveValue('JAYO'));
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    // The photo categories of the shared library, as in the artist's Media tab.
    expect(within(await folderList()).getAllByRole('button')).toHaveLength(8);
  });

  it('puts the artist chosen in the URL and shows their library', async () => {
    const [jayo, lune] = await Promise.all([seededArtist('JAYO'), seededArtist('Lune Rivière')]);
    const { user } = renderMediaScreen(`/media?artistId=${jayo.id}`);
    await artistLink(jayo);

    await user.clear(artistField());
    await user.type(artistField(), 'Lune');
    await user.click(await screen.findByRole('option', { name: /Lune Rivière/ }));

    expect(currentUrl()).toBe(`/media?artistId=${lune.id}`);
    expect(await artistLink(lune)).toHaveAttribute('href', `/artists/${lune.id}`);
    expect(screen.queryByRole('link', { name: 'JAYO' })).toBeNull();
    expect(artistField()).toHaveValue('Lune Rivière');
  });

  it('asks for an artist when the URL names none', async () => {
    renderMediaScreen('/media');
    expect(
      screen.getByText('Choose an artist to see their photos, videos and audio.'),
    ).toBeVisible();
    expect(artistField()).toHaveValue('');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it.each(['99999', 'abc'])(
    'says that artist %s does not exist, and still lets another be chosen',
    async (param) => {
      const lune = await seededArtist('Lune Rivière');
      const { user } = renderMediaScreen(`/media?artistId=${param}`);

      expect(
        await screen.findByText(
          `No artist with ID “${param}” was found: the artist may have been deleted.`,
        ),
      ).toBeVisible();
      expect(screen.getByText('Choose another artist above.')).toBeVisible();
      expect(screen.queryByRole('tab')).toBeNull();

      await user.type(artistField(), 'Lune');
      await user.click(await screen.findByRole('option', { name: /Lune Rivière/ }));
      expect(await artistLink(lune)).toBeVisible();
      expect(currentUrl()).toBe(`/media?artistId=${lune.id}`);
    },
  );

  it("says why the artist could not be loaded, in the server's words, and loads it on Retry", async () => {
    const jayo = await seededArtist('JAYO');
    server.use(http.get(api('/artists/:id'), () => fail(503, 'Artists are resting')));
    const { user } = renderMediaScreen(`/media?artistId=${jayo.id}`);

    // In place of the library, the server's words (the toast says them too), with Retry.
    const retry = await screen.findByRole('button', { name: 'Retry' }, AFTER_RETRY);
    const inPlace = retry.closest<HTMLElement>('[role="alert"]')!;
    expect(inPlace).toHaveTextContent('Artists are resting');
    expect(inPlace).not.toHaveTextContent('Failed to load the artist');

    server.resetHandlers();
    await user.click(retry);
    expect(await artistLink(jayo)).toBeVisible();
  });
});

describe('MediaLibraryScreen: choosing an artist', () => {
  it('searches on the server with the text typed, and lists its answer', async () => {
    const watch = watchArtistSearches();
    const { user } = renderMediaScreen('/media');

    await user.type(artistField(), 'Lune');
    expect(await screen.findByRole('option', { name: /Lune Rivière/ })).toBeVisible();
    await waitFor(() => expect(watch.searches).toContain('Lune'));
    await waitFor(() => expect(optionNames()).toEqual(['Lune Rivière']));
    watch.stop();
  });

  it('reopened after a choice, lists every artist again, not the search that found it', async () => {
    const lune = await seededArtist('Lune Rivière');
    const { user } = renderMediaScreen('/media');
    // The whole name typed: the field's text does not change when the option is chosen.
    await user.type(artistField(), 'Lune Rivière');
    await user.click(await screen.findByRole('option', { name: /Lune Rivière/ }));
    await artistLink(lune);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(optionNames().length).toBeGreaterThan(2));
    expect(optionNames()[0]).toBe('Lune Rivière');
  });

  it('lists the recently used artists first, most recent first', async () => {
    const [jayo, lune] = await Promise.all([seededArtist('JAYO'), seededArtist('Lune Rivière')]);
    const first = renderMediaScreen(`/media?artistId=${jayo.id}`);
    await artistLink(jayo);
    await first.user.clear(artistField());
    await first.user.type(artistField(), 'Lune');
    await first.user.click(await screen.findByRole('option', { name: /Lune Rivière/ }));
    await artistLink(lune);
    cleanup();

    // Another visit, with nothing in the URL.
    const { user } = renderMediaScreen('/media');
    await user.click(artistField());
    await waitFor(() => expect(recentOptionNames()).toEqual(['Lune Rivière', 'JAYO']));
    const names = optionNames();
    expect(names.slice(0, 2)).toEqual(['Lune Rivière', 'JAYO']);
    // The server's list follows, without them a second time.
    expect(screen.getByText('Artists')).toBeVisible();
    expect(names.filter((name) => name === 'JAYO')).toHaveLength(1);
    expect(names.length).toBeGreaterThan(2);
  });

  it('drops a recently used artist the server no longer has', async () => {
    const [jayo, lune] = await Promise.all([seededArtist('JAYO'), seededArtist('Lune Rivière')]);
    for (const artist of [jayo, lune]) {
      renderMediaScreen(`/media?artistId=${artist.id}`);
      await artistLink(artist);
      cleanup();
    }

    // JAYO is deleted meanwhile: the server answers 404 for them.
    server.use(
      http.get(api('/artists/:id'), ({ params }) =>
        String(params.id) === String(jayo.id) ? fail(404, 'Artist not found') : undefined,
      ),
    );
    const { user } = renderMediaScreen('/media');
    await user.click(artistField());
    await waitFor(() => expect(recentOptionNames()).toEqual(['Lune Rivière']));
    cleanup();

    // Forgotten for good, even once the server would answer again.
    server.resetHandlers();
    const again = renderMediaScreen('/media');
    await again.user.click(artistField());
    await waitFor(() => expect(recentOptionNames()).toEqual(['Lune Rivière']));
  });
});

describe('MediaLibraryScreen: the shared library', () => {
  it('uploads a photo into the folder on screen and lists it', async () => {
    const { artist, files } = await findLibrary(({ files }) =>
      files.some((f) => f.file_type === 'photo' && f.category === 'promotional' && f.subcategory),
    );
    const promo = files.find(
      (f) => f.file_type === 'photo' && f.category === 'promotional' && f.subcategory,
    );
    const template = db().mediaFiles.find((row) => row.id === promo?.id);
    if (!promo?.subcategory || !template) throw new Error('No promotional photo in a subfolder');
    const received: Record<string, string>[] = [];
    server.use(
      http.post(api('/media/files/artist/:id/upload'), ({ request, params }) => {
        received.push(Object.fromEntries(new URL(request.url).searchParams));
        // jsdom's File loses its bytes on the way (src/mocks/handlers/uploads.testkit.ts), so
        // the demo API would refuse it: the file is stored here as the demo API would store it.
        const row = {
          ...template,
          id: nextId('mediaFiles'),
          artist_id: Number(params.id),
          original_filename: 'tour-poster.png',
          created_at: new Date(now()).toISOString(),
        };
        db().mediaFiles.push(row);
        return ok(toMediaFile(row), { status: 201 });
      }),
    );
    const { user } = renderMediaScreen(`/media?artistId=${artist.id}`);
    await artistLink(artist);
    await openFolder(user, 'Promotional');
    await openFolder(user, promo.subcategory);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload media' });
    await user.upload(
      within(dialog).getByLabelText('Files', { selector: 'input' }),
      new File([new Uint8Array(8)], 'tour-poster.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('1 file uploaded')).toBeVisible();
    expect(received).toEqual([
      { file_type: 'photo', category: 'promotional', subcategory: promo.subcategory },
    ]);
    await waitFor(async () => expect(await shownFileNames()).toContain('tour-poster.png'));
    expect(await fileList()).toBeVisible();
  });
});

describe('MediaLibraryScreen: languages', () => {
  it('speaks French', async () => {
    const { user } = renderMediaScreen('/media?artistId=99999', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Médiathèque' })).toBeVisible();
    expect(
      await screen.findByText(
        'Aucun artiste avec l’identifiant « 99999 » : il a peut-être été supprimé.',
      ),
    ).toBeVisible();
    await user.type(screen.getByRole('combobox', { name: 'Artiste' }), 'zzzz-personne');
    expect(await screen.findByText('Aucun artiste trouvé')).toBeVisible();
  });
});
