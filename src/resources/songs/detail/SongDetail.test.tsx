import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { trackIds } from '@tests/helpers/seedCatalogue';
import { signInForTest } from '@tests/helpers/signedIn';
import { formatDuration } from '@/lib/duration';
import { api, fail, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import { createDataProvider, type LabelDataProvider } from '@/providers/data';
import { LocationProbe, currentUrl, findSong, stubObjectUrls } from '../songs.testkit';
import SongDetail from './SongDetail';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});
afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

/**
 * The real dataProvider, except that served files come back as jsdom's own Blob: fetch in
 * Node answers with Node's Blob, which jsdom's `instanceof Blob` does not recognise.
 */
function withJsdomBlobs(): LabelDataProvider {
  const provider = createDataProvider();
  const getMediaBlob = provider.getMediaBlob;
  provider.getMediaBlob = async (url, options) => {
    const { data } = await getMediaBlob(url, options);
    return { data: new Blob([await data.arrayBuffer()], { type: data.type }) };
  };
  return provider;
}

function renderSong(id: number) {
  const user = userEvent.setup();
  renderWithAdmin(
    <>
      <Routes>
        <Route path="/song/:id" element={<SongDetail />} />
        <Route path="/artists/:id" element={<div>artist page</div>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/song/${id}`, resource: 'songs', dataProvider: withJsdomBlobs() },
  );
  return user;
}

/** Counts the DELETE /songs/{id} requests from now on. */
function countDeletes() {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'DELETE' && new URL(request.url).pathname.includes('/songs/')) count++;
  });
  return () => count;
}

const heading = (title: string) => screen.findByRole('heading', { level: 1, name: title });

describe('SongDetail', () => {
  it('shows the song, its artist, its details, lyrics and albums', async () => {
    const { song, albums } = await findSong(
      (s, a) => !!s.lyrics && !!s.mood && s.audio_file_id !== null && trackIds(a).has(s.id),
    );
    const user = renderSong(song.id);
    await heading(song.title);

    expect(screen.getByRole('link', { name: song.artist_name })).toHaveAttribute(
      'href',
      `/artists/${song.artist_id}`,
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/artists/${song.artist_id}?tab=content`,
    );
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(overview).toHaveTextContent(formatDuration(song.duration_seconds));
    expect(overview).toHaveTextContent(song.mood ?? '');

    await user.click(screen.getByRole('tab', { name: 'Lyrics' }));
    const lyrics = screen.getByRole('tabpanel', { name: 'Lyrics' });
    expect(lyrics).toHaveTextContent((song.lyrics ?? '').split('\n')[0] ?? '');

    await user.click(screen.getByRole('tab', { name: 'Albums' }));
    const table = await screen.findByRole('table', { name: 'Albums with this song' });
    const album = albums.find((a) => a.songs.some((t) => t.song_id === song.id));
    if (!album) throw new Error('No album');
    const position = album.songs.findIndex((t) => t.song_id === song.id) + 1;
    const row = within(table).getByRole('link', { name: album.title }).closest('tr');
    expect(within(table).getByRole('link', { name: album.title })).toHaveAttribute(
      'href',
      `/album/${album.id}`,
    );
    expect(row).toHaveTextContent(`${position} of ${album.songs.length}`);
  });

  it('plays and pauses the audio with one button', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { song } = await findSong((s) => s.audio_file_id !== null);
    const user = renderSong(song.id);
    await heading(song.title);

    const button = screen.getByRole('button', { name: 'Play' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download');
  });

  it('says why a song without audio cannot be played', async () => {
    const { song } = await findSong(() => true);
    server.use(http.get(api('/songs/:id'), () => ok({ ...song, audio_file_id: null })));
    renderSong(song.id);
    await heading(song.title);
    const play = screen.getByRole('button', { name: 'Play' });
    expect(play).toBeDisabled();
    expect(play).toHaveAccessibleDescription('This song has no audio file yet');
  });

  it('blocks deleting a song on an album, saying why, without calling the API', async () => {
    const { song } = await findSong((s, albums) => trackIds(albums).has(s.id));
    const deletes = countDeletes();
    const user = renderSong(song.id);
    await heading(song.title);

    const button = screen.getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await user.click(button);
    const reasons = await screen.findAllByText(
      'This song is part of an album and cannot be deleted',
    );
    expect(reasons.length).toBeGreaterThan(0);
    expect(
      screen.queryByText('Are you sure you want to delete this song?'),
    ).not.toBeInTheDocument();
    expect(deletes()).toBe(0);
  });

  it("deletes a song on no album and goes to the artist's content tab", async () => {
    const { song } = await findSong((s, albums) => !trackIds(albums).has(s.id));
    const user = renderSong(song.id);
    await heading(song.title);
    // The albums tell whether the song may go; wait until they are in.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-disabled'),
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this song?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Song deleted successfully')).toBeVisible();
    await waitFor(() => expect(currentUrl()).toBe(`/artists/${song.artist_id}?tab=content`));
  });

  it("shows the server's reason when it refuses the delete", async () => {
    const { song } = await findSong((s, albums) => !trackIds(albums).has(s.id));
    server.use(
      http.delete(api('/songs/:id'), () =>
        fail(409, 'Song is part of an album and cannot be deleted'),
      ),
    );
    const user = renderSong(song.id);
    await heading(song.title);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Song is part of an album and cannot be deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl()).toBe(`/song/${song.id}`);
  });

  it('edits the song in the shared form and shows the saved title', async () => {
    const { song } = await findSong(() => true);
    const user = renderSong(song.id);
    await heading(song.title);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit song' });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue(song.title);
    await user.clear(title);
    await user.type(title, 'Radio Edit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Song updated successfully')).toBeVisible();
    expect(await heading('Radio Edit')).toBeVisible();
  });

  it("copies the song's link to share it", async () => {
    const { song } = await findSong(() => true);
    // user-event's setup gives jsdom a clipboard.
    const user = renderSong(song.id);
    await heading(song.title);

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Song link copied to clipboard')).toBeVisible();
    // Read inside waitFor: the toast's transition may move meanwhile, on a busy machine.
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/song/${song.id}`,
      ),
    );
  });

  it('shows the link to copy by hand when there is no clipboard', async () => {
    const { song } = await findSong(() => true);
    const user = renderSong(song.id);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await heading(song.title);

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText(`Copy the song link: ${window.location.origin}/song/${song.id}`),
    ).toBeVisible();
  });

  it('says "Song not found" for a song that does not exist', async () => {
    renderSong(999_999);
    expect(await screen.findByRole('heading', { name: 'Song not found' })).toBeVisible();
  });

  it('says "Failed to load song details" when the song cannot be read', async () => {
    server.use(http.get(api('/songs/:id'), () => new HttpResponse(null, { status: 500 })));
    renderSong(1);
    expect(
      await screen.findAllByText('Failed to load song details', {}, { timeout: 8_000 }),
    ).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
