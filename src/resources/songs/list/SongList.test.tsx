import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { BrowserStore, columnHeaders, toggleColumn } from '@/components/list/listViews.testkit';
import { formatDuration } from '@/lib/duration';
import { db } from '@/mocks/db/database';
import type { SongRow } from '@/mocks/db/schema';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { LocationProbe, currentUrl } from '../songs.testkit';
import { SongList } from './SongList';

beforeEach(signInForTest);
afterEach(() => vi.restoreAllMocks());

/** The files the list offers for download from now on (jsdom has no object URLs of its own). */
function captureDownloads(): { blobs: Blob[]; names: string[] } {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:test/${blobs.push(blob)}`,
    revokeObjectURL: () => undefined,
  });
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
  });
  // The download link's click would make jsdom try to navigate: its file name is kept instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names };
}

/**
 * The seeded songs that `keep` accepts, newest first, read from the demo database itself rather
 * than through the dataProvider and handlers the screen uses: the truth the screen must show.
 */
const seededSongs = (keep: (song: SongRow) => boolean = () => true): SongRow[] =>
  db()
    .songs.filter(keep)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
/** Case and accents aside, as a person searching expects. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const artistName = (song: SongRow) =>
  db().artists.find((artist) => artist.id === song.artist_id)?.stageName ?? '?';

function renderList() {
  const user = userEvent.setup();
  renderWithAdmin(
    <>
      <SongList />
      <LocationProbe />
    </>,
    { resource: 'songs', route: '/songs', locale: 'en' },
  );
  return user;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** Waits until the pagination reports `total` songs, i.e. the list shows that query. */
const showsTotal = (total: number) =>
  screen.findByText(new RegExp(`^1-${Math.min(total, 10)} of ${total}$`));

describe('SongList', () => {
  it('shows the newest songs with their artist, duration, status and explicit mark', async () => {
    const data = seededSongs();
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Songs' })).toBeInTheDocument();
    await showsTotal(data.length);

    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // The first column holds the selection's checkboxes (for the bulk edit).
    expect(headers).toEqual(['', 'Title', 'Artist', 'Duration', 'Status', 'Explicit', 'Created']);
    const [first] = data;
    if (!first) throw new Error('No song');
    const row = bodyRows()[0] as HTMLElement;
    expect(within(row).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/song/${first.id}`,
    );
    expect(within(row).getByRole('link', { name: artistName(first) })).toHaveAttribute(
      'href',
      `/artists/${first.artist_id}`,
    );
    expect(row).toHaveTextContent(formatDuration(first.duration_seconds));
    const titles = bodyRows().map((r) => within(r).getAllByRole('link')[0]?.textContent);
    expect(titles).toEqual(data.slice(0, 10).map((song) => song.title));

    const explicit = data.slice(0, 10).filter((song) => song.is_explicit).length;
    expect(within(screen.getByRole('table')).queryAllByTitle('Explicit')).toHaveLength(explicit);
  });

  it('filters by status', async () => {
    const archived = seededSongs((song) => song.status === 'archived');
    expect(archived.length).toBeGreaterThan(0);
    const user = renderList();
    await screen.findAllByRole('link', { name: /./ });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    // The "all" choice is announced as what it says, not as react-admin's "Clear value".
    expect(await screen.findByRole('option', { name: 'All statuses' })).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'Archived' }));

    await showsTotal(archived.length);
    const titles = bodyRows().map((row) => within(row).getAllByRole('link')[0]?.textContent);
    expect(titles).toEqual(archived.slice(0, 10).map((song) => song.title));
    for (const row of bodyRows()) expect(row).toHaveTextContent('Archived');
    expect(currentUrl()).toContain('archived');
  });

  it('filters by a search on the title', async () => {
    const word = (seededSongs()[0]?.title ?? '').split(' ')[0] ?? '';
    const data = seededSongs((song) => fold(song.title).includes(fold(word)));
    const user = renderList();
    await screen.findAllByRole('link', { name: /./ });

    const search = screen.getByRole('textbox', { name: 'Search' });
    // Empty, the box says what it is for.
    expect(search).toHaveAttribute('placeholder', 'Search');
    await user.click(search);
    await user.paste(word);

    await showsTotal(data.length);
    const titles = bodyRows().map((row) => within(row).getAllByRole('link')[0]?.textContent);
    expect(titles).toEqual(data.slice(0, 10).map((song) => song.title));
  });

  it('opens the song when its row is clicked', async () => {
    const user = renderList();
    const [first] = seededSongs();
    if (!first) throw new Error('No song');
    const row = (await screen.findByRole('link', { name: first.title })).closest('tr');
    if (!row) throw new Error('No row');

    await user.click(within(row).getAllByRole('cell')[2] ?? row);
    await waitFor(() => expect(currentUrl()).toBe(`/song/${first.id}`));
  });

  it('hides a column with the column chooser, still hidden after a reload', async () => {
    const user = userEvent.setup();
    const total = seededSongs().length;
    const view = () =>
      renderWithAdmin(
        <BrowserStore>
          <SongList />
        </BrowserStore>,
        { resource: 'songs', route: '/songs', locale: 'en' },
      );
    const first = view();
    await showsTotal(total);
    await toggleColumn(user, 'Duration');
    const shown = ['', 'Title', 'Artist', 'Status', 'Explicit', 'Created'];
    await waitFor(() => expect(columnHeaders()).toEqual(shown));

    first.unmount();
    view();
    await showsTotal(total);
    expect(columnHeaders()).toEqual(shown);
  });

  it('says "No songs found" when nothing matches', async () => {
    server.use(
      http.get(api('/songs'), () => HttpResponse.json({ success: true, data: [], total: 0 })),
    );
    renderList();
    expect(await screen.findByText('No songs found')).toBeVisible();
  });

  it('says why the songs could not be loaded, preferring the server’s words', async () => {
    server.use(http.get(api('/songs'), () => fail(500, 'Catalogue database unavailable')));
    renderList();
    expect(
      await screen.findByText('Catalogue database unavailable', {}, { timeout: 8_000 }),
    ).toBeVisible();
    expect(screen.getByText('Error loading songs')).toBeVisible();
  });

  it('exports the filtered songs as songs.csv, each with its artist by name', async () => {
    const archived = seededSongs((song) => song.status === 'archived');
    const downloads = captureDownloads();
    const user = renderList();
    await screen.findAllByRole('link', { name: /./ });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Archived' }));
    await showsTotal(archived.length);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(downloads.names).toEqual(['songs.csv']);
    const [file] = downloads.blobs;
    const bytes = new Uint8Array(await (file as Blob).arrayBuffer());
    // UTF-8's byte order mark first, so spreadsheet apps read the accents right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = Papa.parse<string[]>(await (file as Blob).text()).data;
    expect(header?.slice(0, 8)).toEqual([
      'Title',
      'Artist',
      'Description',
      'Duration (seconds)',
      'Explicit',
      'ISRC',
      'Release date',
      'Status',
    ]);
    expect(rows.map((row) => [row[0], row[1], row[3], row[7]])).toEqual(
      archived.map((song) => [
        song.title,
        artistName(song),
        String(song.duration_seconds ?? ''),
        'Archived',
      ]),
    );
  });
});
