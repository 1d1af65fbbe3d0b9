import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  findRestoreOffer,
  queryRestoreOffer,
  storedDraft,
  waitForDraft,
} from '@tests/helpers/drafts';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Artist } from '../../api/types';
import {
  findArtistWithMaster,
  findSong,
  stubObjectUrls,
} from '../../resources/songs/songs.testkit';
import { AddSongDialog } from './AddSongDialog';
import { EditSongDialog } from './EditSongDialog';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});

async function renderAdd(artist: Artist, locale?: 'fr' | 'es') {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithAdmin(<AddSongDialog artist={artist} open onClose={onClose} />, {
    resource: 'artists',
    locale,
  });
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, onClose };
}

const title = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^Title/ });

/** Types a title in Add song and waits for its draft; the dialog is then gone (a reload). */
async function typeTitle(artist: Artist, text: string) {
  const { user, dialog } = await renderAdd(artist);
  await user.type(title(dialog), text);
  await waitForDraft('song-create', artist.id, { title: text });
  cleanup();
}

describe('Song dialog drafts', () => {
  it('Add song offers the typed song back; Restore fills it in, adding removes the draft', async () => {
    const { artist } = await findArtistWithMaster();
    await typeTitle(artist, 'Night Drive');

    const { user, dialog, onClose } = await renderAdd(artist);
    expect(await findRestoreOffer()).toBeVisible();
    expect(title(dialog)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(title(dialog)).toHaveValue('Night Drive');
    expect(queryRestoreOffer()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Add song' }));
    expect(await screen.findByText('Song added successfully')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    expect(storedDraft('song-create', artist.id)).toBeUndefined();
  });

  it('Discard, asked on Escape, throws the typed song and its draft away', async () => {
    const { artist } = await findArtistWithMaster();
    const { user, dialog, onClose } = await renderAdd(artist);
    await user.type(title(dialog), 'Lost Song');
    await waitForDraft('song-create', artist.id, { title: 'Lost Song' });

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(storedDraft('song-create', artist.id)).toBeUndefined();
  });

  it('Edit song keeps a draft per song; Restore brings the typed title back, Save removes it', async () => {
    const { song } = await findSong(() => true);
    const renderEdit = async () => {
      const onClose = vi.fn();
      const user = userEvent.setup();
      renderWithAdmin(<EditSongDialog song={song} open onClose={onClose} />, {
        resource: 'artists',
      });
      const dialog = await screen.findByRole('dialog', { name: 'Edit song' });
      await waitFor(() => expect(title(dialog)).toHaveValue(song.title));
      return { user, dialog, onClose };
    };
    const first = await renderEdit();
    await first.user.clear(title(first.dialog));
    await first.user.type(title(first.dialog), 'Renamed Song');
    await waitForDraft('song-edit', song.id, { title: 'Renamed Song' });

    cleanup();
    const { user, dialog, onClose } = await renderEdit();
    await findRestoreOffer();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(title(dialog)).toHaveValue('Renamed Song');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Song updated successfully')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    expect(storedDraft('song-edit', song.id)).toBeUndefined();
  });

  it('offers the draft in French and in Spanish', async () => {
    const { artist } = await findArtistWithMaster();
    await typeTitle(artist, 'Nuit');
    for (const [locale, offer, restore] of [
      ['fr', /^Restaurer vos modifications non enregistrées de /, 'Restaurer'],
      ['es', /^¿Desea restaurar sus cambios sin guardar de las /, 'Restaurar'],
    ] as const) {
      const { dialog } = await renderAdd(artist, locale);
      expect(await within(dialog).findByText(offer)).toBeVisible();
      expect(within(dialog).getByRole('button', { name: restore })).toBeVisible();
      cleanup();
    }
  });
});
