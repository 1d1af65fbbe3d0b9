import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { formatDuration } from '@/lib/duration';
import { api, fail, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  findCatalogue,
  findHeading,
  recordRequests,
  renderDetail,
  trackIds,
} from './artistDetail.testkit';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const AFTER_RETRY = { timeout: 5_000 };

const songsTable = () => screen.findByRole('table', { name: 'Songs' });
const rowOf = (table: HTMLElement, title: string) => {
  const row = within(table).getByRole('link', { name: title }).closest('tr');
  if (!row) throw new Error(`No row for ${title}`);
  return row;
};

describe('ArtistDetail: content tab', () => {
  it('shows each song with its duration, and a row opens the song', async () => {
    const { artist, songs } = await findCatalogue((c) => c.songs.length > 0);
    const { user } = renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);
    const table = await songsTable();
    const [song] = songs;
    if (!song) throw new Error('No song');

    expect(rowOf(table, song.title)).toHaveTextContent(formatDuration(song.duration_seconds));
    await user.click(within(rowOf(table, song.title)).getAllByRole('cell')[0] ?? table);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent(
        `/song/${song.id}`,
      ),
    );
  });

  it('blocks deleting a song that is on an album, saying why, without calling the API', async () => {
    const { artist, songs, albums } = await findCatalogue(
      (c) =>
        c.songs.some((s) => trackIds(c.albums).has(s.id)) &&
        c.songs.some((s) => !trackIds(c.albums).has(s.id)),
    );
    const tracked = songs.find((s) => trackIds(albums).has(s.id));
    const free = songs.find((s) => !trackIds(albums).has(s.id));
    if (!tracked || !free) throw new Error('No song on an album, or none on no album');
    const recorder = recordRequests();
    const { user } = renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);
    const table = await songsTable();
    // The albums are what tells; wait until they are in.
    const button = within(rowOf(table, tracked.title)).getByRole('button', {
      name: `Delete song ${tracked.title}`,
    });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAccessibleDescription(
      'This song is part of an album and cannot be deleted',
    );

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'This song is part of an album and cannot be deleted',
    );
    await user.click(button);
    // The press is answered with the reason: by then a confirmation would have opened.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This song is part of an album and cannot be deleted',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Requests go out in order: once a later delete has gone, a refused one would have too.
    await user.click(
      within(rowOf(table, free.title)).getByRole('button', { name: `Delete song ${free.title}` }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(recorder.count('DELETE', /^\/songs\//)).toBe(1));
    expect(recorder.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/songs/${free.id}`,
    ]);
  });

  it('deletes a song on no album after confirmation', async () => {
    const { artist, songs, albums } = await findCatalogue((c) =>
      c.songs.some((s) => !trackIds(c.albums).has(s.id)),
    );
    const free = songs.find((s) => !trackIds(albums).has(s.id));
    if (!free) throw new Error('No free song');
    const { user } = renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);
    const table = await songsTable();

    await user.click(
      within(rowOf(table, free.title)).getByRole('button', { name: `Delete song ${free.title}` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this song?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Song deleted successfully')).toBeVisible();
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: free.title })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent(
      `/artists/${artist.id}?tab=content`,
    );
  });

  it("shows the server's reason when it refuses a delete", async () => {
    const { artist, songs } = await findCatalogue((c) => c.songs.length > 0);
    const [song] = songs;
    if (!song) throw new Error('No song');
    // The albums show no tracks, so only the server can say the song is on one.
    server.use(
      http.get(api('/albums'), () => ok([], { extra: { total: 0 } })),
      http.delete(api('/songs/:id'), () =>
        fail(409, 'Song is part of an album and cannot be deleted'),
      ),
    );
    const { user } = renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);
    const table = await songsTable();

    await user.click(
      within(rowOf(table, song.title)).getByRole('button', { name: `Delete song ${song.title}` }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Song is part of an album and cannot be deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table).getByRole('link', { name: song.title })).toBeInTheDocument();
  });

  it('lists the albums and deletes one after confirmation', async () => {
    const { artist, albums } = await findCatalogue((c) => c.albums.length > 0);
    const [album] = albums;
    if (!album) throw new Error('No album');
    const { user } = renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);

    await user.click(screen.getByRole('tab', { name: 'Albums' }));
    const table = await screen.findByRole('table', { name: 'Albums' });
    expect(within(table).getAllByRole('row')).toHaveLength(albums.length + 1);
    const row = rowOf(table, album.title);
    expect(within(row).getByRole('link', { name: album.title })).toHaveAttribute(
      'href',
      `/album/${album.id}`,
    );
    expect(row).toHaveTextContent(String(album.songs.length));

    await user.click(within(row).getByRole('button', { name: `Delete album ${album.title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this album?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Album deleted successfully')).toBeVisible();
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: album.title })).not.toBeInTheDocument(),
    );
  });

  it('says "Error deleting album" when the delete fails without a reason', async () => {
    const { artist, albums } = await findCatalogue((c) => c.albums.length > 0);
    const [album] = albums;
    if (!album) throw new Error('No album');
    server.use(http.delete(api('/albums/:id'), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);
    await user.click(screen.getByRole('tab', { name: 'Albums' }));
    const table = await screen.findByRole('table', { name: 'Albums' });

    await user.click(
      within(rowOf(table, album.title)).getByRole('button', {
        name: `Delete album ${album.title}`,
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Error deleting album', {}, AFTER_RETRY)).toBeVisible();
  });

  it('shows the empty states of an artist without songs or albums', async () => {
    const { artist } = await findCatalogue((c) => c.songs.length === 0 && c.albums.length === 0);
    const { user } = renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);

    expect(await screen.findByText('No songs yet')).toBeVisible();
    expect(screen.getByText('Add your first song to get started')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add song' }));
    expect(await screen.findByRole('dialog', { name: 'Add song' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Albums' }));
    expect(await screen.findByText('No albums yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create album' })).toBeVisible();
  });

  it('says "Error loading content" when the songs fail to load', async () => {
    const { artist } = await findCatalogue((c) => c.songs.length > 0);
    server.use(http.get(api('/songs'), () => new HttpResponse(null, { status: 500 })));
    renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);

    const messages = await screen.findAllByText('Error loading content', {}, AFTER_RETRY);
    expect(messages.length).toBeGreaterThan(0);
  });
});

describe('ArtistDetail: content tab, focus around a delete', () => {
  /** The rows' delete buttons, top to bottom. */
  const deleteButtons = (table: HTMLElement, kind: 'song' | 'album') =>
    within(table).getAllByRole('button', { name: new RegExp(`^Delete ${kind} `) });
  const confirmDelete = async (user: ReturnType<typeof renderDetail>['user']) =>
    user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

  it('opens the confirmation on Cancel, which gives the focus back to the row', async () => {
    const { artist } = await findCatalogue((c) => c.songs.length > 0 && c.albums.length === 0);
    const { user } = renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);
    const [button] = deleteButtons(await songsTable(), 'song');
    if (!button) throw new Error('No row');

    act(() => button.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete song' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('puts the focus on the row that takes the place of the deleted one', async () => {
    const { artist } = await findCatalogue((c) => c.songs.length > 1 && c.albums.length === 0);
    const { user } = renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);
    const table = await songsTable();
    const [first, second] = deleteButtons(table, 'song');
    if (!first || !second) throw new Error('Fewer than two rows');

    await user.click(first);
    await confirmDelete(user);
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(second).toHaveFocus();
    expect(deleteButtons(table, 'song')[0]).toBe(second);
  });

  it('puts the focus on the row before when the last row goes', async () => {
    const { artist } = await findCatalogue((c) => c.albums.length > 1);
    const { user } = renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);
    await user.click(screen.getByRole('tab', { name: 'Albums' }));
    const buttons = deleteButtons(await screen.findByRole('table', { name: 'Albums' }), 'album');
    const [before, last] = buttons.slice(-2);
    if (!before || !last) throw new Error('Fewer than two rows');

    await user.click(last);
    await confirmDelete(user);
    await waitFor(() => expect(last).not.toBeInTheDocument());
    expect(before).toHaveFocus();
  });

  it('puts the focus on "Create album" when no album is left', async () => {
    const { artist } = await findCatalogue((c) => c.albums.length === 1);
    const { user } = renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);
    await user.click(screen.getByRole('tab', { name: 'Albums' }));
    const [only] = deleteButtons(await screen.findByRole('table', { name: 'Albums' }), 'album');
    if (!only) throw new Error('No row');

    await user.click(only);
    await confirmDelete(user);
    expect(await screen.findByText('No albums yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create album' })).toHaveFocus();
  });
});
