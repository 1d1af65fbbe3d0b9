import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Song } from '@/api/types';
import { db } from '@/mocks/db/database';
import { createDataProvider } from '@/providers/data';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { SongList } from '@/resources/songs/list/SongList';

beforeEach(() => {
  sessionStorage.clear();
  return signInForTest();
});

const MOOD = 'Late-night haze';

/** The songs as the API serves them now: the truth after an edit or an undo. */
const readSongs = async (ids: number[]) =>
  (await createDataProvider().getMany<Song>('songs', { ids })).data;

const renderList = () =>
  renderWithAdmin(<SongList />, { resource: 'songs', route: '/songs', locale: 'en' });

async function selectFirstSongs(count: number) {
  const user = userEvent.setup();
  const view = renderList();
  await screen.findByText(/^1-10 of \d+$/);
  const boxes = await screen.findAllByRole('checkbox', { name: 'Select this row' });
  const rows = boxes.slice(0, count).map((box) => box.closest('tr') as HTMLElement);
  for (const box of boxes.slice(0, count)) await user.click(box);
  const titles = rows.map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
  const all = await createDataProvider().getList<Song>('songs', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: {},
  });
  const songs = titles.map((title) => all.data.find((song) => song.title === title) as Song);
  return { user, songs, view };
}

async function setMood(user: ReturnType<typeof userEvent.setup>, count: number) {
  await user.click(screen.getByRole('button', { name: `Edit ${count} selected` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit ${count} selected` });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Set the mood' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'New mood' }), MOOD);
  await user.click(within(dialog).getByRole('button', { name: 'Review' }));
  expect(await within(dialog).findByText(`On ${count} songs:`)).toBeVisible();
  expect(within(dialog).getByText(`Set the mood to “${MOOD}”`)).toBeVisible();
  return dialog;
}

const resultOf = (dialog: HTMLElement, title: string) =>
  within(within(dialog).getByRole('list', { name: 'Results' }))
    .getByText(title)
    .closest('li') as HTMLElement;

describe('Bulk edit of songs', () => {
  it('sets the mood of 3 songs, lists a failure with Retry, then undoes every change', async () => {
    const { user, songs } = await selectFirstSongs(3);
    const [first, second, third] = songs as [Song, Song, Song];
    let failing = true;
    server.use(
      http.put(api('/songs/:id'), ({ params }) =>
        failing && params.id === String(second.id)
          ? fail(500, 'The catalogue is locked for this song')
          : undefined,
      ),
    );

    const dialog = await setMood(user, 3);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByText('2 changed, 1 failed')).toBeVisible();
    expect(resultOf(dialog, first.title)).toHaveTextContent('Changed');
    expect(resultOf(dialog, second.title)).toHaveTextContent(
      'Failed: The catalogue is locked for this song',
    );
    expect((await readSongs([second.id]))[0]?.mood).toBe(second.mood);

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry the failed ones' }));
    expect(await within(dialog).findByText('3 changed, 0 failed')).toBeVisible();
    expect((await readSongs(songs.map((s) => s.id))).map((s) => s.mood)).toEqual([
      MOOD,
      MOOD,
      MOOD,
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('dialog', { name: 'Undo the bulk edit' })).toBeVisible();
    expect(
      await screen.findByText('3 put back, 0 changed since (left as they are), 0 failed'),
    ).toBeVisible();
    const after = await readSongs(songs.map((s) => s.id));
    expect(after.map((s) => s.mood)).toEqual([first.mood, second.mood, third.mood]);
    // Undo touched the mood only.
    expect(after.map((s) => s.genre_tags)).toEqual(songs.map((s) => s.genre_tags));
  });

  it('leaves a song changed by someone else since, and says so', async () => {
    const { user, songs } = await selectFirstSongs(2);
    const [first, second] = songs as [Song, Song];
    const dialog = await setMood(user, 2);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('2 changed, 0 failed')).toBeVisible();

    await createDataProvider().update<Song>('songs', {
      id: second.id,
      data: { mood: 'Edited by a colleague' },
      previousData: second,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('1 put back, 1 changed since (left as it is), 0 failed'),
    ).toBeVisible();
    const undoDialog = screen.getByRole('dialog', { name: 'Undo the bulk edit' });
    expect(resultOf(undoDialog, second.title)).toHaveTextContent(
      'Changed since by someone else: not undone',
    );
    await waitFor(async () =>
      expect((await readSongs([first.id, second.id])).map((s) => s.mood)).toEqual([
        first.mood,
        'Edited by a colleague',
      ]),
    );
  });

  it('undoes to the values from just before Apply, when someone edited a song after Review', async () => {
    const { user, songs } = await selectFirstSongs(2);
    const [first, second] = songs as [Song, Song];
    const dialog = await setMood(user, 2);
    await createDataProvider().update<Song>('songs', {
      id: second.id,
      data: { mood: 'Edited during the review' },
      previousData: second,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('2 changed, 0 failed')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('2 put back, 0 changed since (left as they are), 0 failed'),
    ).toBeVisible();
    await waitFor(async () =>
      expect((await readSongs([first.id, second.id])).map((s) => s.mood)).toEqual([
        first.mood,
        'Edited during the review',
      ]),
    );
  });

  it('offers the undo in a toast, and above the list after a reload', async () => {
    const { user, songs, view } = await selectFirstSongs(2);
    const dialog = await setMood(user, 2);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('2 changed, 0 failed')).toBeVisible();
    expect(await screen.findByText('Bulk edit applied to 2 records.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    view.unmount();
    renderList();
    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent(
      'Your last bulk edit changed 2 records. You can still undo it.',
    );
    await user.click(within(offer).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('2 put back, 0 changed since (left as they are), 0 failed'),
    ).toBeVisible();
    expect((await readSongs(songs.map((s) => s.id))).map((s) => s.mood)).toEqual(
      songs.map((s) => s.mood),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // Nothing is left to undo.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/You can still undo it/)).not.toBeInTheDocument();
  });

  it('edits every song matching the filters, across pages, with "Select all"', async () => {
    const { user } = await selectFirstSongs(1);
    const total =
      (
        await createDataProvider().getList<Song>('songs', {
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'created_at', order: 'DESC' },
          filter: {},
        })
      ).total ?? 0;
    expect(total).toBeGreaterThan(10);
    // The page first (the header's box), then every match, which react-admin then offers.
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: `Edit ${total} selected` }));
    expect(await screen.findByRole('dialog', { name: `Edit ${total} selected` })).toBeVisible();
  });

  it('lists an undo that failed, and retries it', async () => {
    const { user, songs } = await selectFirstSongs(2);
    const [first, second] = songs as [Song, Song];
    const dialog = await setMood(user, 2);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('2 changed, 0 failed')).toBeVisible();

    let failing = true;
    server.use(
      http.put(api('/songs/:id'), ({ params }) =>
        failing && params.id === String(first.id)
          ? fail(503, 'Catalogue under maintenance')
          : undefined,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('1 put back, 0 changed since (left as they are), 1 failed'),
    ).toBeVisible();
    const undoDialog = screen.getByRole('dialog', { name: 'Undo the bulk edit' });
    expect(resultOf(undoDialog, first.title)).toHaveTextContent(
      'Not put back: Catalogue under maintenance',
    );
    expect((await readSongs([first.id]))[0]?.mood).toBe(MOOD);

    failing = false;
    await user.click(within(undoDialog).getByRole('button', { name: 'Retry the failed undos' }));
    expect(
      await screen.findByText('2 put back, 0 changed since (left as they are), 0 failed'),
    ).toBeVisible();
    expect((await readSongs([first.id, second.id])).map((s) => s.mood)).toEqual([
      first.mood,
      second.mood,
    ]);
  });

  it('lists a song deleted between Review and Apply as no longer existing', async () => {
    const { user, songs } = await selectFirstSongs(2);
    const [kept, deleted] = songs as [Song, Song];
    const dialog = await setMood(user, 2);
    // Someone deletes the second song while the summary is on screen.
    db().songs = db().songs.filter((song) => song.id !== deleted.id);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(
      await within(dialog).findByText('1 changed, 0 failed; 1 no longer exists'),
    ).toBeVisible();
    expect(resultOf(dialog, kept.title)).toHaveTextContent('Changed');
    expect(resultOf(dialog, deleted.title)).toHaveTextContent('No longer exists (deleted since)');
    expect((await readSongs([kept.id]))[0]?.mood).toBe(MOOD);
  });
});
