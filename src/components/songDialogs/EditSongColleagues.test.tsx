// Edit song while a colleague edits the same song (issue 37): their change to another field is
// kept, only the user's fields are sent, and a field both changed is asked about.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Song } from '../../api/types';
import { db } from '../../mocks/db/database';
import type { SongRow } from '../../mocks/db/schema';
import { api } from '../../mocks/http';
import { server } from '../../mocks/node';
import { findSong, stubObjectUrls } from '../../resources/songs/songs.testkit';
import { EditSongDialog } from './EditSongDialog';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});

/** Every PUT /songs/:id body sent; the demo API still answers. */
function capturePuts(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(api('/songs/:id'), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

const row = (song: Song): SongRow => {
  const found = db().songs.find((s) => s.id === song.id);
  if (!found) throw new Error('The song is not in the demo database');
  return found;
};

/** A colleague's save through the API, between the dialog's opening and the user's save. */
const colleagueSets = (song: Song, changes: Partial<SongRow>) => Object.assign(row(song), changes);

async function renderEdit() {
  const { song } = await findSong((s) => s.title.length > 0);
  Object.assign(row(song), { description: 'Written at night.', mood: 'Calm' });
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithAdmin(<EditSongDialog song={{ ...song, ...row(song) }} open onClose={onClose} />, {
    resource: 'artists',
    stackedToasts: true,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Edit song' });
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  await waitFor(() => expect(field(/^Mood/)).toHaveValue('Calm'));
  const retype = async (name: RegExp, text: string) => {
    await user.clear(field(name));
    await user.type(field(name), text);
  };
  const save = () => user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { song, user, dialog, field, retype, save, onClose };
}

const clashDialog = () =>
  screen.findByRole('dialog', { name: 'Someone else changed the same fields' });

describe('Edit song with a colleague at work', () => {
  it("keeps a colleague's change to another field and sends only the user's", async () => {
    const { song, retype, save, onClose } = await renderEdit();
    const puts = capturePuts();
    colleagueSets(song, { description: 'Their new description.' });

    await retype(/^Mood/, 'Euphoric');
    await save();

    expect(await screen.findByText('Song updated successfully')).toBeVisible();
    expect(await screen.findByText('A colleague’s change was kept: Description')).toBeVisible();
    expect(puts).toEqual([{ mood: 'Euphoric' }]);
    expect(row(song)).toMatchObject({ description: 'Their new description.', mood: 'Euphoric' });
    expect(onClose).toHaveBeenCalled();
  });

  it('asks about a field both changed; "Keep theirs" writes nothing of it', async () => {
    const { song, user, retype, save, onClose } = await renderEdit();
    const puts = capturePuts();
    colleagueSets(song, { mood: 'Brooding' });

    await retype(/^Mood/, 'Euphoric');
    await save();
    const question = await clashDialog();
    expect(within(question).getByText('Mood')).toBeVisible();
    expect(within(question).getByText('Brooding')).toBeVisible();
    expect(within(question).getByText('Euphoric')).toBeVisible();
    await user.click(within(question).getByRole('radio', { name: 'Keep theirs' }));
    await user.click(within(question).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Song updated successfully')).toBeVisible();
    expect(puts).toEqual([]);
    expect(row(song).mood).toBe('Brooding');
    expect(onClose).toHaveBeenCalled();
  });

  it('"Keep yours" sends the user\'s version of the field both changed', async () => {
    const { song, user, retype, save } = await renderEdit();
    const puts = capturePuts();
    colleagueSets(song, { mood: 'Brooding', tempo: '92 BPM' });

    await retype(/^Mood/, 'Euphoric');
    await save();
    const question = await clashDialog();
    await user.click(within(question).getByRole('radio', { name: 'Keep yours' }));
    await user.click(within(question).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Song updated successfully')).toBeVisible();
    expect(puts).toEqual([{ mood: 'Euphoric' }]);
    expect(row(song)).toMatchObject({ mood: 'Euphoric', tempo: '92 BPM' });
  });

  it('Cancel at the question writes nothing and keeps what was typed', async () => {
    const { song, user, dialog, field, retype, save, onClose } = await renderEdit();
    const puts = capturePuts();
    colleagueSets(song, { mood: 'Brooding' });

    await retype(/^Mood/, 'Euphoric');
    await save();
    const question = await clashDialog();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Nothing was saved. Your changes are still in the form.'),
    ).toBeVisible();
    expect(question).not.toBeInTheDocument();
    expect(puts).toEqual([]);
    expect(row(song).mood).toBe('Brooding');
    expect(dialog).toBeInTheDocument();
    expect(field(/^Mood/)).toHaveValue('Euphoric');
    expect(onClose).not.toHaveBeenCalled();
  });
});
