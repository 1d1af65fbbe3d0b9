import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Artist } from '@/api/types';
import { db } from '@/mocks/db/database';
import type { ArtistRow } from '@/mocks/db/schema';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { createDataProvider } from '@/providers/data';
import { ArtistList } from '@/resources/artists/list/ArtistList';

beforeEach(() => {
  sessionStorage.clear();
  return signInForTest();
});

type User = ReturnType<typeof userEvent.setup>;

/** The artists as the API serves them now: the truth after an edit or an undo. */
const readArtists = async (ids: number[]) =>
  (await createDataProvider().getMany<Artist>('artists', { ids })).data;

const rowOf = (name: string) => db().artists.find((a) => a.stageName === name) as ArtistRow;

/** Ticks the first `count` rows of the list; returns the artists' rows in the demo database. */
async function selectFirstArtists(count: number) {
  const user = userEvent.setup();
  renderWithAdmin(<ArtistList />, { resource: 'artists', route: '/artists', locale: 'en' });
  const boxes = await screen.findAllByRole('checkbox', { name: 'Select this row' });
  const rows = boxes.slice(0, count).map((box) => box.closest('tr') as HTMLElement);
  for (const box of boxes.slice(0, count)) await user.click(box);
  const names = rows.map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
  return { user, artists: names.map(rowOf) };
}

async function openDialog(user: User, count: number) {
  await user.click(screen.getByRole('button', { name: `Edit ${count} selected` }));
  return screen.findByRole('dialog', { name: `Edit ${count} selected` });
}

async function review(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Review' }));
}

const resultOf = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('list', { name: 'Results' }))
    .getByText(name)
    .closest('li') as HTMLElement;

async function pickGenre(user: User, dialog: HTMLElement, field: string, genre: string) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: genre }));
}

const genreId = (slug: string) => db().genres.find((g) => g.slug === slug)?.id as number;

describe('Bulk edit of artists', () => {
  it('suspends 3 artists, lists a failure with Retry, then undoes every change', async () => {
    const { user, artists } = await selectFirstArtists(3);
    const [first, second, third] = artists as [ArtistRow, ArtistRow, ArtistRow];
    // Arranged: all three active, with other fields that must not move.
    const before = artists.map((a) => ({ ...a, status: 'active' as const }));
    for (const artist of artists) artist.status = 'active';
    let failing = true;
    server.use(
      http.put(api('/artists/:id'), ({ params }) =>
        failing && params.id === String(second.id)
          ? fail(500, 'The artist is under review')
          : undefined,
      ),
    );

    const dialog = await openDialog(user, 3);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set the status' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Suspended' }));
    await review(user, dialog);
    expect(await within(dialog).findByText('On 3 artists:')).toBeVisible();
    expect(within(dialog).getByText('Set the status to “Suspended”')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('2 changed, 1 failed')).toBeVisible();
    expect(resultOf(dialog, first.stageName)).toHaveTextContent('Changed');
    expect(resultOf(dialog, second.stageName)).toHaveTextContent(
      'Failed: The artist is under review',
    );
    expect((await readArtists([second.id]))[0]?.status).toBe('active');

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry the failed ones' }));
    expect(await within(dialog).findByText('3 changed, 0 failed')).toBeVisible();
    const edited = await readArtists(artists.map((a) => a.id));
    expect(edited.map((a) => a.status)).toEqual(['suspended', 'suspended', 'suspended']);
    // A partial update: nothing else moved.
    expect(edited.map((a) => [a.email, a.phone, a.publicStatus, a.isVerified])).toEqual(
      before.map((a) => [a.email, a.phone, a.publicStatus, a.isVerified]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('dialog', { name: 'Undo the bulk edit' })).toBeVisible();
    expect(
      await screen.findByText('3 put back, 0 changed since (left as they are), 0 failed'),
    ).toBeVisible();
    const after = await readArtists([first.id, second.id, third.id]);
    expect(after.map((a) => a.status)).toEqual(['active', 'active', 'active']);
    expect(after.map((a) => a.genres.map((g) => g.id))).toEqual(before.map((a) => a.genreIds));
  });

  it('adds and removes genres, keeping each artist’s other genres, and undoes them', async () => {
    const { user, artists } = await selectFirstArtists(3);
    const [first, second, third] = artists as [ArtistRow, ArtistRow, ArtistRow];
    const [pop, hipHop, rnb] = [genreId('indie-pop'), genreId('hip-hop'), genreId('r-and-b')];
    // Arranged: R&B to keep on two, Hip-Hop to remove from one, none on the third.
    first.genreIds = [hipHop, rnb];
    second.genreIds = [rnb];
    third.genreIds = [];

    const dialog = await openDialog(user, 3);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Change genres' }));
    await pickGenre(user, dialog, 'Genres to add', 'Indie Pop');
    await pickGenre(user, dialog, 'Genres to remove', 'Hip-Hop');
    await review(user, dialog);
    expect(await within(dialog).findByText('Add the genres: Indie Pop')).toBeVisible();
    expect(within(dialog).getByText('Remove the genres: Hip-Hop')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('3 changed, 0 failed')).toBeVisible();
    const edited = await readArtists([first.id, second.id, third.id]);
    expect(edited.map((a) => a.genres.map((g) => g.id))).toEqual([[rnb, pop], [rnb, pop], [pop]]);

    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('3 put back, 0 changed since (left as they are), 0 failed'),
    ).toBeVisible();
    const after = await readArtists([first.id, second.id, third.id]);
    expect(after.map((a) => a.genres.map((g) => g.id))).toEqual([[hipHop, rnb], [rnb], []]);
  });

  it('names the chosen values in French in the summary', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<ArtistList />, { resource: 'artists', route: '/artists', locale: 'fr' });
    const boxes = await screen.findAllByRole('checkbox', { name: 'Sélectionner cette ligne' });
    await user.click(boxes[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Modifier la sélection (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la sélection (1)' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Modifier les genres' }));
    await pickGenre(user, dialog, 'Genres à ajouter', 'Pop indé');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Définir le statut public' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Artiste établi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
    expect(
      await within(dialog).findByText('Définir le statut public à « Artiste établi »'),
    ).toBeVisible();
    expect(within(dialog).getByText('Ajouter les genres : Pop indé')).toBeVisible();
  });

  it('lists a selected artist deleted before Review as no longer existing', async () => {
    const { user, artists } = await selectFirstArtists(2);
    const [kept, deleted] = artists as [ArtistRow, ArtistRow];
    kept.isVerified = false;
    deleted.isVerified = false;
    // Someone deletes the second artist after it was selected.
    db().artists = db().artists.filter((a) => a.id !== deleted.id);

    const dialog = await openDialog(user, 2);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set verified' }));
    await review(user, dialog);
    expect(await within(dialog).findByText('On 1 artist:')).toBeVisible();
    expect(within(dialog).getByText('Mark as verified')).toBeVisible();
    const warning = within(dialog).getByText(
      '1 selected record no longer exists (deleted since) and is left out:',
    );
    expect(warning).toHaveTextContent(deleted.stageName);

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await within(dialog).findByText('1 changed, 0 failed; 1 no longer exists'),
    ).toBeVisible();
    expect(resultOf(dialog, kept.stageName)).toHaveTextContent('Changed');
    expect(resultOf(dialog, deleted.stageName)).toHaveTextContent(
      'No longer exists (deleted since)',
    );
    await waitFor(async () => expect((await readArtists([kept.id]))[0]?.isVerified).toBe(true));
  });

  it('edits every artist matching the filters, across pages, with "Select all"', async () => {
    const { user } = await selectFirstArtists(1);
    const total = db().artists.length;
    expect(total).toBeGreaterThan(10);
    // The page first (the header's box), then every match, which react-admin then offers.
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: `Edit ${total} selected` }));
    expect(await screen.findByRole('dialog', { name: `Edit ${total} selected` })).toBeVisible();
  });

  it('says when the genres cannot be loaded, and loads them again with Retry', async () => {
    let failing = true;
    server.use(
      http.get(api('/artists/genres'), () =>
        failing ? fail(503, 'Genres are being updated') : undefined,
      ),
    );
    const { user } = await selectFirstArtists(1);
    const dialog = await openDialog(user, 1);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Change genres' }));
    expect(await within(dialog).findByText('The genres could not be loaded.')).toBeVisible();

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await pickGenre(user, dialog, 'Genres to add', 'Indie Pop');
    expect(within(dialog).getByRole('button', { name: 'Indie Pop' })).toBeVisible();
  });
});
