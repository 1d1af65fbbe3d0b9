// Bulk edit on bad days (issue 38): a session that ends mid-run, a slow server under Cancel, and
// Apply or Undo pressed twice. The demo API answers; the faults are its handlers, overridden.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import type { SongRow } from '@/mocks/db/schema';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { SongList } from '@/resources/songs/list/SongList';

beforeEach(() => {
  sessionStorage.clear();
  return signInForTest();
});

const MOOD = 'Storm-front haze';
const SESSION_ENDED = 'Your session has ended: sign in again to go on.';

type User = ReturnType<typeof userEvent.setup>;

/** A request held until the test lets it go: a slow server without any real waiting. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** The songs as the demo server holds them (read there: the session may have ended). */
const storedSongs = (ids: number[]) =>
  ids.map((id) => db().songs.find((song) => song.id === id) as SongRow);

type RequestStart = Parameters<typeof server.events.on<'request:start'>>[1];
const listening: RequestStart[] = [];
afterEach(() => {
  for (const listener of listening.splice(0))
    server.events.removeListener('request:start', listener);
});

/** Every PUT /songs/{id} the app sends from now on, by song id. */
function countPuts() {
  const ids: string[] = [];
  const listener: RequestStart = ({ request }) => {
    const match = /\/songs\/(\d+)$/.exec(new URL(request.url).pathname);
    if (request.method === 'PUT' && match) ids.push(match[1] as string);
  };
  listening.push(listener);
  server.events.on('request:start', listener);
  return ids;
}

async function selectFirstSongs(count: number) {
  const user = userEvent.setup();
  renderWithAdmin(<SongList />, { resource: 'songs', route: '/songs', locale: 'en' });
  await screen.findByText(/^1-10 of \d+$/);
  const boxes = await screen.findAllByRole('checkbox', { name: 'Select this row' });
  const rows = boxes.slice(0, count).map((box) => box.closest('tr') as HTMLElement);
  for (const box of boxes.slice(0, count)) await user.click(box);
  // By id, from each row's link: two songs may share a title.
  const ids = rows.map((row) =>
    Number(
      /\/song\/(\d+)/.exec(within(row).getAllByRole('link')[0]?.getAttribute('href') ?? '')?.[1],
    ),
  );
  const songs = ids.map((id) => db().songs.find((song) => song.id === id) as SongRow);
  return { user, songs };
}

async function chooseMood(user: User, count: number) {
  await user.click(screen.getByRole('button', { name: `Edit ${count} selected` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit ${count} selected` });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Set the mood' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'New mood' }), MOOD);
  return dialog;
}

async function reviewMood(user: User, count: number) {
  const dialog = await chooseMood(user, count);
  await user.click(within(dialog).getByRole('button', { name: 'Review' }));
  expect(await within(dialog).findByText(`On ${count} songs:`)).toBeVisible();
  return dialog;
}

const resultOf = (dialog: HTMLElement, title: string) =>
  within(within(dialog).getByRole('list', { name: 'Results' }))
    .getByText(title)
    .closest('li') as HTMLElement;

/** Two clicks before React has re-rendered: only the run's own guard can refuse the second. */
const clickTwiceAtOnce = (button: HTMLElement) =>
  act(() => {
    button.click();
    button.click();
  });

describe('Bulk edit of songs on bad days', () => {
  it('claims nothing changed and offers no undo when the session ends mid-run', async () => {
    const { user, songs } = await selectFirstSongs(3);
    const dialog = await reviewMood(user, 3);
    // The access token is refused, and so is its refresh: the session has ended.
    server.use(
      http.put(api('/songs/:id'), () => fail(401, 'Token expired')),
      http.post(api('/auth/refresh'), () => fail(401, 'Invalid refresh token')),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByText('0 changed, 3 failed')).toBeVisible();
    for (const song of songs) {
      expect(resultOf(dialog, song.title)).toHaveTextContent(`Failed: ${SESSION_ENDED}`);
    }
    expect(within(dialog).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Bulk edit applied to/)).not.toBeInTheDocument();
    expect(storedSongs(songs.map((s) => s.id)).map((s) => s.mood)).toEqual(
      songs.map((s) => s.mood),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/You can still undo it/)).not.toBeInTheDocument();
  });

  it('says the session ended when the records cannot be read for it', async () => {
    const { user } = await selectFirstSongs(2);
    const dialog = await chooseMood(user, 2);
    server.use(
      http.get(api('/songs/:id'), () => fail(401, 'Token expired')),
      http.post(api('/auth/refresh'), () => fail(401, 'Invalid refresh token')),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Review' }));

    expect(await within(dialog).findByText(SESSION_ENDED)).toBeVisible();
    expect(within(dialog).queryByText('On 2 songs:')).not.toBeInTheDocument();
  });

  it('Cancel while reading aborts the read, and its late answer never reopens the dialog', async () => {
    const { user, songs } = await selectFirstSongs(2);
    const slow = gate();
    const reads: Request[] = [];
    const answered: Promise<void>[] = [];
    server.use(
      http.get(api('/songs/:id'), ({ request }) => {
        reads.push(request);
        // Answered by the demo API once the gate opens, however late.
        const late = slow.opened.then(() => undefined);
        answered.push(late);
        return late;
      }),
    );
    const dialog = await chooseMood(user, 2);
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('Reading the selected records…')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((request) => request.signal.aborted)).toBe(true);

    // The server answers at last.
    await act(async () => {
      slow.open();
      await Promise.all(answered);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedSongs(songs.map((s) => s.id)).map((s) => s.mood)).toEqual(
      songs.map((s) => s.mood),
    );
  });

  it('Apply shows progress at once, and pressed twice sends one update per song', async () => {
    const { user, songs } = await selectFirstSongs(2);
    const dialog = await reviewMood(user, 2);
    const puts = countPuts();
    // Apply reads the songs again first: a slow server holds that reading.
    const slow = gate();
    server.use(http.get(api('/songs/:id'), () => slow.opened.then(() => undefined)));

    await clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByText('Reading the records again…')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    for (const song of songs) expect(resultOf(dialog, song.title)).toHaveTextContent('…');

    slow.open();
    expect(await within(dialog).findByText('2 changed, 0 failed')).toBeVisible();
    expect(puts.sort()).toEqual(songs.map((s) => String(s.id)).sort());
    expect(storedSongs(songs.map((s) => s.id)).map((s) => s.mood)).toEqual([MOOD, MOOD]);
  });

  it('Undo pressed twice puts each song back with one update', async () => {
    const { user, songs } = await selectFirstSongs(2);
    const dialog = await reviewMood(user, 2);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('2 changed, 0 failed')).toBeVisible();
    const puts = countPuts();

    await clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Undo' }));

    expect(
      await screen.findByText('2 put back, 0 changed since (left as they are), 0 failed'),
    ).toBeVisible();
    expect(puts.sort()).toEqual(songs.map((s) => String(s.id)).sort());
    expect(storedSongs(songs.map((s) => s.id)).map((s) => s.mood)).toEqual(
      songs.map((s) => s.mood),
    );
  });

  it('the toast’s Undo pressed twice puts each song back with one update', async () => {
    const { user, songs } = await selectFirstSongs(2);
    const dialog = await reviewMood(user, 2);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('2 changed, 0 failed')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const toast = (await screen.findByText('Bulk edit applied to 2 records.')).parentElement;
    const puts = countPuts();

    await clickTwiceAtOnce(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));

    expect(
      await screen.findByText('2 put back, 0 changed since (left as they are), 0 failed'),
    ).toBeVisible();
    expect(puts.sort()).toEqual(songs.map((s) => String(s.id)).sort());
    // The keyboard is on the results, the toast's pressed button no longer has it.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus());
  });
});
