import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Album } from '@/api/types';
import { db } from '@/mocks/db/database';
import type { AlbumRow } from '@/mocks/db/schema';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { createDataProvider } from '@/providers/data';
import { stubObjectUrls } from '@/resources/albums/album.testkit';
import { AlbumList } from '@/resources/albums/list/AlbumList';

beforeEach(() => {
  sessionStorage.clear();
  return signInForTest();
});
stubObjectUrls();

type User = ReturnType<typeof userEvent.setup>;

/** The albums as the API serves them now: the truth after an edit or an undo. */
const readAlbums = async (ids: number[]) =>
  (await createDataProvider().getMany<Album>('albums', { ids })).data;

// Titles repeat across artists: the row's link names the album by its id (/album/{id}).
const rowOf = (href: string) =>
  db().albums.find((a) => href.endsWith(`/album/${a.id}`)) as AlbumRow;

async function selectFirstAlbums(count: number) {
  const user = userEvent.setup();
  renderWithAdmin(<AlbumList />, { resource: 'albums', route: '/albums', locale: 'en' });
  const boxes = await screen.findAllByRole('checkbox', { name: 'Select this row' });
  const rows = boxes.slice(0, count).map((box) => box.closest('tr') as HTMLElement);
  for (const box of boxes.slice(0, count)) await user.click(box);
  const links = rows.map((row) => within(row).getAllByRole('link')[0]?.getAttribute('href') ?? '');
  return { user, albums: links.map(rowOf) };
}

async function openDialog(user: User, count: number) {
  await user.click(screen.getByRole('button', { name: `Edit ${count} selected` }));
  return screen.findByRole('dialog', { name: `Edit ${count} selected` });
}

const resultOf = (dialog: HTMLElement, title: string) =>
  within(within(dialog).getByRole('list', { name: 'Results' }))
    .getByText(title)
    .closest('li') as HTMLElement;

describe('Bulk edit of albums', () => {
  it('sets type and status of 3 albums, retries a failure, then undoes every change', async () => {
    const { user, albums } = await selectFirstAlbums(3);
    const [first, second, third] = albums as [AlbumRow, AlbumRow, AlbumRow];
    // Arranged: singles, two published and one a draft (already as asked: only its type moves).
    first.album_type = 'single';
    second.album_type = 'single';
    third.album_type = 'single';
    first.status = 'published';
    second.status = 'published';
    third.status = 'draft';
    const before = albums.map((a) => ({ ...a }));
    let failing = true;
    server.use(
      http.put(api('/albums/:id'), ({ params }) =>
        failing && params.id === String(third.id)
          ? fail(409, 'The album is being released')
          : undefined,
      ),
    );

    const dialog = await openDialog(user, 3);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set the album type' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'EP' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set the status' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Draft' }));
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('On 3 albums:')).toBeVisible();
    expect(within(dialog).getByText('Set the album type to “EP”')).toBeVisible();
    expect(within(dialog).getByText('Set the status to “Draft”')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('2 changed, 1 failed')).toBeVisible();
    expect(resultOf(dialog, first.title)).toHaveTextContent('Changed');
    expect(resultOf(dialog, third.title)).toHaveTextContent('Failed: The album is being released');

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry the failed ones' }));
    expect(await within(dialog).findByText('3 changed, 0 failed')).toBeVisible();
    const edited = await readAlbums(albums.map((a) => a.id));
    expect(edited.map((a) => [a.album_type, a.status])).toEqual([
      ['ep', 'draft'],
      ['ep', 'draft'],
      ['ep', 'draft'],
    ]);
    // A partial update: the tracks, dates and texts stay.
    expect(edited.map((a) => [a.title, a.upc, a.release_date, a.description])).toEqual(
      before.map((a) => [a.title, a.upc, a.release_date, a.description]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('3 put back, 0 changed since (left as they are), 0 failed'),
    ).toBeVisible();
    const after = await readAlbums(albums.map((a) => a.id));
    expect(after.map((a) => [a.album_type, a.status])).toEqual([
      ['single', 'published'],
      ['single', 'published'],
      ['single', 'draft'],
    ]);
  });

  it('leaves an album changed by someone else since, and says so', async () => {
    const { user, albums } = await selectFirstAlbums(2);
    const [first, second] = albums as [AlbumRow, AlbumRow];
    first.album_type = 'single';
    second.album_type = 'single';
    const dialog = await openDialog(user, 2);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set the album type' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'LP' }));
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('2 changed, 0 failed')).toBeVisible();

    // A colleague makes the second an EP in between.
    second.album_type = 'ep';
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('1 put back, 1 changed since (left as it is), 0 failed'),
    ).toBeVisible();
    const undoDialog = screen.getByRole('dialog', { name: 'Undo the bulk edit' });
    expect(resultOf(undoDialog, second.title)).toHaveTextContent(
      'Changed since by someone else: not undone',
    );
    const after = await readAlbums([first.id, second.id]);
    expect(after.map((a) => a.album_type)).toEqual(['single', 'ep']);
  });

  it('edits every album matching the filters, across pages, with "Select all"', async () => {
    const { user } = await selectFirstAlbums(1);
    const total = db().albums.length;
    expect(total).toBeGreaterThan(10);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: `Edit ${total} selected` }));
    expect(await screen.findByRole('dialog', { name: `Edit ${total} selected` })).toBeVisible();
  });
});
