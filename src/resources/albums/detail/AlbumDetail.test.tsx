import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Album } from '@/api/types';
import { formatDuration } from '@/lib/duration';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { createDataProvider } from '@/providers/data';
import { findAlbum, stubObjectUrls } from '../album.testkit';
import AlbumDetail from './AlbumDetail';

beforeEach(signInForTest);
stubObjectUrls();

const LocationProbe = () => {
  const location = useLocation();
  return <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>;
};
const currentUrl = () => screen.getByRole('status', { name: 'Current URL' });

function renderAlbum(id: number | string, locale: 'en' | 'fr' = 'en') {
  const user = userEvent.setup();
  renderWithAdmin(
    <>
      <Routes>
        <Route path="/album/:id" element={<AlbumDetail />} />
        <Route path="/artists/:id" element={<div>artist detail</div>} />
        <Route path="/albums" element={<div>album list</div>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/album/${id}`, resource: 'albums', locale },
  );
  return user;
}

const findTitle = (album: Pick<Album, 'title'>) =>
  screen.findByRole('heading', { level: 1, name: album.title });

describe('AlbumDetail', () => {
  it('shows the header: title, artist link, type, status, release date and UPC', async () => {
    const album = await findAlbum((a) => !!a.upc && !!a.release_date);
    renderAlbum(album.id);
    await findTitle(album);

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: album.artist_name })).toHaveAttribute(
      'href',
      `/artists/${album.artist_id}`,
    );
    expect(
      within(header).getByRole('link', { name: `Back to ${album.artist_name}` }),
    ).toHaveAttribute('href', `/artists/${album.artist_id}?tab=content`);
    expect(header).toHaveTextContent(`UPC: ${album.upc}`);
    expect(within(header).getByRole('button', { name: 'Delete album' })).toBeInTheDocument();
  });

  it('shows a record icon for an album without a cover', async () => {
    const album = await findAlbum((a) => a.cover_image_id === null);
    renderAlbum(album.id);
    await findTitle(album);
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'No cover' })).toBeVisible();
  });

  it('sums up the album on the Overview tab', async () => {
    const album = await findAlbum((a) => a.songs.length >= 2);
    renderAlbum(album.id);
    await findTitle(album);

    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    const total = album.songs.reduce((sum, track) => sum + (track.duration_seconds ?? 0), 0);
    const value = (label: string) => within(overview).getByText(label).nextElementSibling;
    expect(value('Number of tracks')).toHaveTextContent(String(album.songs.length));
    expect(value('Total duration')).toHaveTextContent(formatDuration(total));
    expect(value('Type')).toHaveTextContent(
      { single: 'Single', ep: 'EP', lp: 'LP' }[album.album_type],
    );
  });

  it('lists the tracks in album order, each linking to its song', async () => {
    const album = await findAlbum((a) => a.songs.length >= 3);
    const user = renderAlbum(album.id);
    await findTitle(album);

    await user.click(screen.getByRole('tab', { name: 'Tracks' }));
    const table = screen.getByRole('table', { name: 'Tracks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(album.songs.length);
    album.songs.forEach((track, index) => {
      const row = rows[index] as HTMLElement;
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(String(index + 1));
      expect(within(row).getByRole('link', { name: track.song_title })).toHaveAttribute(
        'href',
        `/song/${track.song_id}`,
      );
      expect(row).toHaveTextContent(formatDuration(track.duration_seconds));
    });
  });

  it('says when an album has no tracks', async () => {
    const album = await findAlbum(() => true);
    server.use(
      http.get(api('/albums/:id'), () =>
        HttpResponse.json({ success: true, data: { ...album, songs: [] } }),
      ),
    );
    const user = renderAlbum(album.id);
    await findTitle(album);
    await user.click(screen.getByRole('tab', { name: 'Tracks' }));
    expect(screen.getByText('No tracks yet')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Tracks' })).toBeNull();
  });

  it('deletes the album after confirmation and goes back to the artist content tab', async () => {
    const album = await findAlbum(() => true);
    const user = renderAlbum(album.id);
    await findTitle(album);

    await user.click(screen.getByRole('button', { name: 'Delete album' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this album?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Album deleted successfully')).toBeVisible();
    await waitFor(() =>
      expect(currentUrl()).toHaveTextContent(`/artists/${album.artist_id}?tab=content`),
    );
    await expect(createDataProvider().getOne('albums', { id: album.id })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('keeps the album when the delete fails, with the server message or "Error deleting album"', async () => {
    const album = await findAlbum(() => true);
    server.use(http.delete(api('/albums/:id'), () => fail(409, 'Album is being distributed')));
    const user = renderAlbum(album.id);
    await findTitle(album);

    await user.click(screen.getByRole('button', { name: 'Delete album' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Album is being distributed')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl()).toHaveTextContent(`/album/${album.id}`);

    server.use(
      http.delete(api('/albums/:id'), () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Delete album' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Error deleting album')).toBeVisible();
  });

  it('says "Album not found" for a missing album', async () => {
    renderAlbum(999999);
    expect(await screen.findByRole('heading', { level: 1, name: 'Album not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to albums' })).toHaveAttribute('href', '/albums');
  });

  it('says "Album not found" for an id that is no number', async () => {
    renderAlbum('not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Album not found' })).toBeVisible();
  });

  it('toasts "Failed to load album details" when the load fails, and offers a retry', async () => {
    const album = await findAlbum(() => true);
    server.use(
      http.get(api('/albums/:id'), () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    const user = renderAlbum(album.id);

    // Said twice: in the toast and as the screen's own heading.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load album details' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load album details')).toHaveLength(2),
    );
    server.resetHandlers();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await findTitle(album)).toBeVisible();
  });

  it('speaks French', async () => {
    const album = await findAlbum((a) => a.songs.length > 0);
    renderAlbum(album.id, 'fr');
    await findTitle(album);
    expect(screen.getByRole('tab', { name: 'Titres' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Supprimer l'album" })).toBeInTheDocument();
  });
});
