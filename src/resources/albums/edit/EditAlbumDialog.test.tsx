// Edit album, and editing it while a colleague edits the same album (issue 37): their change to
// another field (the track order included) is kept, only the user's fields are sent, and a field
// both changed is asked about.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Album } from '@/api/types';
import { db } from '@/mocks/db/database';
import type { AlbumRow } from '@/mocks/db/schema';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { findAlbum, stubObjectUrls } from '../album.testkit';
import AlbumDetail from '../detail/AlbumDetail';
import { EditAlbumDialog } from './EditAlbumDialog';

beforeEach(signInForTest);
stubObjectUrls();

/** Every PUT /albums/:id body sent; the demo API still answers. */
function capturePuts(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(api('/albums/:id'), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

const row = (album: Album): AlbumRow => {
  const found = db().albums.find((a) => a.id === album.id);
  if (!found) throw new Error('The album is not in the demo database');
  return found;
};

const titleOf = (songId: number) => db().songs.find((s) => s.id === songId)?.title ?? '';

/** An album of three tracks or more, with a description, in the edit dialog. */
async function renderEdit() {
  const album = await findAlbum((a) => a.songs.length >= 3);
  Object.assign(row(album), { description: 'Recorded live.' });
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithAdmin(
    <EditAlbumDialog album={{ ...album, description: 'Recorded live.' }} open onClose={onClose} />,
    { resource: 'albums', stackedToasts: true },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Edit album' });
  const title = () => within(dialog).getByRole('textbox', { name: /^Title/ });
  await waitFor(() => expect(title()).toHaveValue(album.title));
  const order = within(dialog).getByRole('list', { name: 'Track order' });
  const [first, second] = row(album).song_ids as [number, number];
  // The track list is read: the album's tracks show in album order.
  await within(order).findByRole('button', { name: `Move ${titleOf(second)} up` });
  const retitle = async (text: string) => {
    await user.clear(title());
    await user.type(title(), text);
  };
  /** Moves the second track up: the user's own new order. */
  const swapFirstTwo = () =>
    user.click(within(order).getByRole('button', { name: `Move ${titleOf(second)} up` }));
  const save = () => user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const tracks = [...row(album).song_ids];
  return {
    album,
    user,
    dialog,
    title,
    retitle,
    swapFirstTwo,
    save,
    onClose,
    tracks,
    first,
    second,
  };
}

const clashQuestion = () =>
  screen.findByRole('dialog', { name: 'Someone else changed the same fields' });

describe('EditAlbumDialog', () => {
  it('is opened from the album header, and the saved title shows there', async () => {
    const album = await findAlbum((a) => a.songs.length > 0);
    const user = userEvent.setup();
    renderWithAdmin(
      <Routes>
        <Route path="/album/:id" element={<AlbumDetail />} />
      </Routes>,
      { route: `/album/${album.id}`, resource: 'albums' },
    );
    await screen.findByRole('heading', { level: 1, name: album.title });
    await user.click(screen.getByRole('button', { name: 'Edit album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit album' });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveValue(album.title));
    await user.clear(title);
    await user.type(title, 'Deluxe Edition');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Album updated successfully')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Deluxe Edition' })).toBeVisible();
    expect(row(album).title).toBe('Deluxe Edition');
  });

  it("keeps a colleague's change to another field and sends only the user's", async () => {
    const { album, retitle, save, onClose } = await renderEdit();
    const puts = capturePuts();
    Object.assign(row(album), { description: 'Their liner notes.' });

    await retitle('Night Sessions II');
    await save();

    expect(await screen.findByText('Album updated successfully')).toBeVisible();
    expect(await screen.findByText('A colleague’s change was kept: Description')).toBeVisible();
    expect(puts).toEqual([{ title: 'Night Sessions II' }]);
    expect(row(album)).toMatchObject({
      title: 'Night Sessions II',
      description: 'Their liner notes.',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the colleague's track order when the user changed only the title", async () => {
    const { album, retitle, save, tracks } = await renderEdit();
    const puts = capturePuts();
    const theirOrder = [...tracks].reverse();
    Object.assign(row(album), { song_ids: theirOrder });

    await retitle('Night Sessions II');
    await save();

    expect(await screen.findByText('Album updated successfully')).toBeVisible();
    expect(await screen.findByText('A colleague’s change was kept: Tracks')).toBeVisible();
    expect(puts).toEqual([{ title: 'Night Sessions II' }]);
    expect(row(album).song_ids).toEqual(theirOrder);
  });

  it('asks when both reordered the tracks; "Keep yours" sends the whole order', async () => {
    const { album, user, swapFirstTwo, save, tracks, first, second } = await renderEdit();
    const puts = capturePuts();
    const theirOrder = [...tracks].reverse();
    Object.assign(row(album), { song_ids: theirOrder });

    await swapFirstTwo();
    await save();
    const question = await clashQuestion();
    expect(within(question).getByText('Tracks')).toBeVisible();
    const yourOrder = [second, first, ...tracks.slice(2)];
    // Each version as a numbered list, one track a line.
    const numbered = (ids: number[]) => ids.map((id, i) => `${i + 1}. ${titleOf(id)}`).join('\n');
    const normalizer = (text: string) => text.trim();
    expect(within(question).getByText(numbered(yourOrder), { normalizer })).toBeVisible();
    expect(within(question).getByText(numbered(theirOrder), { normalizer })).toBeVisible();
    await user.click(within(question).getByRole('radio', { name: 'Keep yours' }));
    await user.click(within(question).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Album updated successfully')).toBeVisible();
    expect(puts).toEqual([{ songIds: yourOrder }]);
    expect(row(album).song_ids).toEqual(yourOrder);
  });

  it('"Keep theirs" at the question leaves their track order and writes nothing', async () => {
    const { album, user, swapFirstTwo, save, tracks, onClose } = await renderEdit();
    const puts = capturePuts();
    const theirOrder = [...tracks].reverse();
    Object.assign(row(album), { song_ids: theirOrder });

    await swapFirstTwo();
    await save();
    const question = await clashQuestion();
    await user.click(within(question).getByRole('radio', { name: 'Keep theirs' }));
    await user.click(within(question).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Album updated successfully')).toBeVisible();
    expect(puts).toEqual([]);
    expect(row(album).song_ids).toEqual(theirOrder);
    expect(onClose).toHaveBeenCalled();
  });

  it('Cancel at the question writes nothing and keeps the typed title', async () => {
    const { album, user, dialog, title, retitle, save, onClose } = await renderEdit();
    const puts = capturePuts();
    Object.assign(row(album), { title: 'Their Title' });

    await retitle('My Title');
    await save();
    const question = await clashQuestion();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Nothing was saved. Your changes are still in the form.'),
    ).toBeVisible();
    expect(question).not.toBeInTheDocument();
    expect(puts).toEqual([]);
    expect(row(album).title).toBe('Their Title');
    expect(dialog).toBeInTheDocument();
    expect(title()).toHaveValue('My Title');
    expect(onClose).not.toHaveBeenCalled();
  });
});
