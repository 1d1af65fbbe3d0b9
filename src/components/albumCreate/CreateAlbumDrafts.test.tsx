import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  findRestoreOffer,
  queryRestoreOffer,
  storedDraft,
  waitForDraft,
} from '@tests/helpers/drafts';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { findCatalogue, trackIds } from '@tests/helpers/seedCatalogue';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Artist } from '../../api/types';
import { db } from '../../mocks/db/database';
import { stubObjectUrls } from '../../resources/albums/album.testkit';
import { CreateAlbumDialog } from './CreateAlbumDialog';

beforeEach(signInForTest);
stubObjectUrls();

/** The dialog opened the way the artist screen opens it: closing it closes it. */
const OpenDialog = ({ artist, onClose }: { artist: Artist; onClose: () => void }) => {
  const [open, setOpen] = useState(true);
  return (
    <CreateAlbumDialog
      artist={artist}
      open={open}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  );
};

async function renderDialog(artist: Artist, locale: 'en' | 'fr' | 'es' = 'en') {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithAdmin(<OpenDialog artist={artist} onClose={onClose} />, {
    resource: 'artists',
    locale,
  });
  const dialog = await screen.findByRole('dialog');
  return { user, onClose, dialog };
}

const titleField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^Title/ });

/** A seeded artist with a song on no album yet. */
async function artistWithFreeSong() {
  const catalogue = await findCatalogue((c) =>
    c.songs.some((song) => !trackIds(c.albums).has(song.id)),
  );
  const song = catalogue.songs.find((s) => !trackIds(catalogue.albums).has(s.id));
  if (!song) throw new Error('No free song');
  return { artist: catalogue.artist, song };
}

/** Types a title, picks a track, waits for the draft; the dialog is then gone (a reload). */
async function typeAlbum(artist: Artist, songTitle: string, songId: number) {
  const { user, dialog } = await renderDialog(artist);
  await user.click(titleField(dialog));
  await user.paste('Drafted Nights');
  await user.click(await within(dialog).findByRole('checkbox', { name: songTitle }));
  await waitForDraft('album-create', artist.id, {
    title: 'Drafted Nights',
    song_ids: [songId],
  });
  cleanup();
}

describe('Create album drafts', () => {
  it('offers the typed album back; Restore fills it in with its track, Create removes the draft', async () => {
    const { artist, song } = await artistWithFreeSong();
    await typeAlbum(artist, song.title, song.id);

    const { user, dialog, onClose } = await renderDialog(artist);
    expect(await findRestoreOffer()).toBeVisible();
    expect(titleField(dialog)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(titleField(dialog)).toHaveValue('Drafted Nights');
    expect(await within(dialog).findByRole('checkbox', { name: song.title })).toBeChecked();
    expect(queryRestoreOffer()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(await screen.findByText('Album created successfully')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    expect(db().albums.find((a) => a.title === 'Drafted Nights')).toBeDefined();
    expect(storedDraft('album-create', artist.id)).toBeUndefined();
  });

  it('Discard in the offer removes the draft for good', async () => {
    const { artist, song } = await artistWithFreeSong();
    await typeAlbum(artist, song.title, song.id);

    const { user, dialog } = await renderDialog(artist);
    await findRestoreOffer();
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(queryRestoreOffer()).toBeNull());
    expect(storedDraft('album-create', artist.id)).toBeUndefined();
    expect(titleField(dialog)).toHaveValue('');
  });

  it('offers the draft in French and in Spanish', async () => {
    const { artist, song } = await artistWithFreeSong();
    await typeAlbum(artist, song.title, song.id);
    for (const [locale, offer, restore] of [
      ['fr', /^Restaurer vos modifications non enregistrées de /, 'Restaurer'],
      ['es', /^¿Desea restaurar sus cambios sin guardar de las /, 'Restaurar'],
    ] as const) {
      const { dialog } = await renderDialog(artist, locale);
      expect(await within(dialog).findByText(offer)).toBeVisible();
      expect(within(dialog).getByRole('button', { name: restore })).toBeVisible();
      cleanup();
    }
  });
});
