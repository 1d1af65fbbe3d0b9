import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { findCatalogue, trackIds, type Catalogue } from '@tests/helpers/seedCatalogue';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Artist, Song } from '../../api/types';
import { api, fail, validationFailed } from '../../mocks/http';
import { server } from '../../mocks/node';
import { albumCoversOf, escapeRegExp, stubObjectUrls } from '../../resources/albums/album.testkit';
import { CreateAlbumDialog } from './CreateAlbumDialog';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());
stubObjectUrls();

const freeSongs = ({ songs, albums }: Catalogue): Song[] =>
  songs.filter((song) => !trackIds(albums).has(song.id));

/** A seeded artist with at least `count` songs on no album, and those songs. */
async function artistWithFreeSongs(count: number) {
  const catalogue = await findCatalogue((c) => freeSongs(c).length >= count);
  return { ...catalogue, free: freeSongs(catalogue) };
}

/** Records the bodies of POST /albums and lets the demo API answer them. */
function capturePosts() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(api('/albums'), async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      // No answer here: the demo API's own handler creates the album.
      return undefined;
    }),
  );
  return bodies;
}

/** The dialog opened the way the artist screen opens it: closing it closes it. */
const OpenDialog = ({ artist, onClose }: { artist: Artist; onClose: () => void }) => {
  const [open, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return <CreateAlbumDialog artist={artist} open={open} onClose={close} />;
};

function renderDialog(catalogue: Catalogue) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithAdmin(<OpenDialog artist={catalogue.artist} onClose={onClose} />, {
    resource: 'artists',
    locale: 'en',
  });
  return { user, onClose, dialog: () => screen.getByRole('dialog', { name: 'Create album' }) };
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('CreateAlbumDialog', () => {
  it('sends the tracks in the order chosen by keyboard', async () => {
    const catalogue = await artistWithFreeSongs(3);
    const { artist, free } = catalogue;
    const [first, second, third] = free as [Song, Song, Song];
    const bodies = capturePosts();
    const { user, dialog: current, onClose } = renderDialog(catalogue);
    const dialog = current();

    await user.click(within(dialog).getByRole('textbox', { name: /^Title/ }));
    await user.paste('Night Drives');
    for (const song of [first, second, third]) {
      await user.click(await within(dialog).findByRole('checkbox', { name: song.title }));
    }
    const order = within(dialog).getByRole('list', { name: 'Track order' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining(first.title),
      expect.stringContaining(second.title),
      expect.stringContaining(third.title),
    ]);

    // The third track goes to the top, by keyboard only: focus stays on the moving track.
    const moveUp = within(dialog).getByRole('button', { name: `Move ${third.title} up` });
    act(() => moveUp.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByText(`${third.title} moved to position 2 of 3`)).toBeInTheDocument();
    expect(moveUp).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(`${third.title} moved to position 1 of 3`)).toBeInTheDocument();
    // At the top Move up is disabled, so the focus goes to the same track's Move down.
    expect(within(dialog).getByRole('button', { name: `Move ${third.title} up` })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: `Move ${third.title} down` })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Create album' }));

    expect(await screen.findByText('Album created successfully')).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      artistId: artist.id,
      title: 'Night Drives',
      albumType: 'single',
      status: 'draft',
      songIds: [third.id, first.id, second.id],
    });
    expect(onClose).toHaveBeenCalled();
    await closed();
  });

  it('removes a track, and announces it', async () => {
    const catalogue = await artistWithFreeSongs(2);
    const [first, second] = catalogue.free as [Song, Song];
    const bodies = capturePosts();
    const { user, dialog } = renderDialog(catalogue);

    await user.type(within(dialog()).getByRole('textbox', { name: /^Title/ }), 'Two minus one');
    await user.click(await within(dialog()).findByRole('checkbox', { name: first.title }));
    await user.click(within(dialog()).getByRole('checkbox', { name: second.title }));
    await user.click(within(dialog()).getByRole('button', { name: `Remove ${first.title}` }));

    expect(screen.getByText(`${first.title} removed from the tracks`)).toBeInTheDocument();
    expect(within(dialog()).getByRole('checkbox', { name: first.title })).not.toBeChecked();
    expect(within(dialog()).getByRole('button', { name: `Remove ${second.title}` })).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Create album' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.songIds).toEqual([second.id]);
    await closed();
  });

  it('offers only songs on no album', async () => {
    const catalogue = await findCatalogue(
      (c) => c.albums.some((album) => album.songs.length > 0) && freeSongs(c).length > 0,
    );
    const taken = catalogue.songs.filter((song) => trackIds(catalogue.albums).has(song.id));
    const { dialog } = renderDialog(catalogue);

    await within(dialog()).findByRole('checkbox', { name: freeSongs(catalogue)[0]?.title });
    for (const song of taken) {
      expect(within(dialog()).queryByRole('checkbox', { name: song.title })).toBeNull();
    }
  });

  it('requires a title, and sends nothing without one', async () => {
    const catalogue = await artistWithFreeSongs(0);
    const bodies = capturePosts();
    const { user, dialog } = renderDialog(catalogue);

    await user.click(within(dialog()).getByRole('button', { name: 'Create album' }));
    expect(await within(dialog()).findByText('Album title is required')).toBeVisible();
    // Spaces alone are no title either.
    const title = within(dialog()).getByRole('textbox', { name: /^Title/ });
    await user.type(title, '   ');
    await user.click(within(dialog()).getByRole('button', { name: 'Create album' }));
    expect(within(dialog()).getByText('Album title is required')).toBeVisible();

    // Requests go out in order: once a valid title's has arrived, an earlier one would have too.
    await user.clear(title);
    await user.type(title, 'Named at last');
    await user.click(within(dialog()).getByRole('button', { name: 'Create album' }));
    expect(await screen.findByText('Album created successfully')).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.title).toBe('Named at last');
    await closed();
  });

  it('checks the UPC: digits only, and the check digit of a UPC-A or EAN-13', async () => {
    const catalogue = await artistWithFreeSongs(0);
    const bodies = capturePosts();
    const { user, dialog } = renderDialog(catalogue);
    const upc = within(dialog()).getByRole('textbox', { name: 'UPC' });
    const submit = () => user.click(within(dialog()).getByRole('button', { name: 'Create album' }));
    await user.type(within(dialog()).getByRole('textbox', { name: /^Title/ }), 'Coded');

    await user.type(upc, '0360-0029');
    await submit();
    expect(await within(dialog()).findByText('UPC must contain digits only')).toBeVisible();

    await user.clear(upc);
    await user.type(upc, '036000291453');
    expect(await within(dialog()).findByText('UPC check digit is invalid')).toBeVisible();

    await user.clear(upc);
    await user.type(upc, '036000291452');
    await waitFor(() =>
      expect(within(dialog()).queryByText('UPC check digit is invalid')).toBeNull(),
    );
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.upc).toBe('036000291452');
    await closed();
  });

  it('counts the characters of the description', async () => {
    const catalogue = await artistWithFreeSongs(0);
    const { user, dialog } = renderDialog(catalogue);
    expect(within(dialog()).getByText('0/1,000')).toBeInTheDocument();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Description' }), 'Late songs');
    expect(within(dialog()).getByText('10/1,000')).toBeInTheDocument();
  });

  it('sends the type, status, release date and cover chosen', async () => {
    const catalogue = await findCatalogue((c) => c.songs.length >= 0 && c.albums.length > 0);
    const [cover] = await albumCoversOf(catalogue.artist.id);
    if (!cover) throw new Error('No album cover');
    const bodies = capturePosts();
    const { user, dialog, onClose } = renderDialog(catalogue);
    await user.type(within(dialog()).getByRole('textbox', { name: /^Title/ }), 'Long Player');

    await user.click(within(dialog()).getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'LP' }));
    await user.click(within(dialog()).getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Published' }));
    await user.type(within(dialog()).getByLabelText('Release date'), '2027-03-19');
    await user.click(
      await within(dialog()).findByRole('button', {
        name: new RegExp(escapeRegExp(cover.original_filename)),
      }),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Create album' }));

    expect(await screen.findByText('Album created successfully')).toBeVisible();
    expect(bodies[0]).toMatchObject({
      albumType: 'lp',
      status: 'published',
      releaseDate: '2027-03-19',
      coverImageId: cover.id,
      description: null,
      upc: null,
      songIds: [],
    });
    expect(onClose).toHaveBeenCalled();
    await closed();
  });

  it("puts the server's field errors under the inputs", async () => {
    const catalogue = await artistWithFreeSongs(0);
    server.use(
      http.post(api('/albums'), () =>
        validationFailed([{ field: 'upc', message: 'UPC already used by another album' }]),
      ),
    );
    const { user, dialog, onClose } = renderDialog(catalogue);
    await user.type(within(dialog()).getByRole('textbox', { name: /^Title/ }), 'Twice');
    await user.type(within(dialog()).getByRole('textbox', { name: 'UPC' }), '036000291452');
    await user.click(within(dialog()).getByRole('button', { name: 'Create album' }));

    expect(await within(dialog()).findByText('UPC already used by another album')).toBeVisible();
    expect(await screen.findByText('Validation failed')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says the server's message, or 'Failed to create album' when it sent none", async () => {
    const catalogue = await artistWithFreeSongs(0);
    server.use(http.post(api('/albums'), () => fail(409, 'Album already exists'), { once: true }));
    const { user, dialog, onClose } = renderDialog(catalogue);
    await user.type(within(dialog()).getByRole('textbox', { name: /^Title/ }), 'Again');
    await user.click(within(dialog()).getByRole('button', { name: 'Create album' }));
    expect(await screen.findByText('Album already exists')).toBeVisible();

    server.use(
      http.post(api('/albums'), () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Create album' }));
    expect(await screen.findByText('Failed to create album')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
