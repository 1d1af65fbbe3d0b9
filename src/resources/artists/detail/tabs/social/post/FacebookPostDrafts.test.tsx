import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  findRestoreOffer,
  queryRestoreOffer,
  storedDraft,
  waitForDraft,
} from '@tests/helpers/drafts';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { withJsdomUploads } from '@tests/helpers/uploadXhr';
import { db } from '@/mocks/db/database';
import { api, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import { withJsdomBlobs } from '@/components/media/artistLibrary/media.testkit';
import { CreateFacebookPostButton } from './CreateFacebookPostButton';

beforeEach(signInForTest);
// An empty library: no thumbnails to load, the message is what counts here.
beforeEach(() => server.use(http.get(api('/media/files/artist/:artistId'), () => ok([]))));

/** A seeded artist connected to Facebook. */
function connectedArtist(): number {
  const account = db().socialAccounts.find((s) => s.platform === 'facebook' && s.is_connected);
  if (!account) throw new Error('The seed has no artist connected to Facebook');
  return account.artist_id;
}

async function openDialog(artistId: number, locale: 'en' | 'fr' | 'es' = 'en') {
  const user = userEvent.setup();
  const onCreated = vi.fn();
  renderWithAdmin(<CreateFacebookPostButton artistId={artistId} onCreated={onCreated} />, {
    locale,
    dataProvider: withJsdomUploads(withJsdomBlobs()),
  });
  await user.click(await screen.findByRole('button', { name: /Facebook/ }));
  const dialog = await screen.findByRole('dialog');
  const message = within(dialog).getAllByRole('textbox')[0]!;
  return { user, onCreated, dialog, message };
}

/** Types a message and waits for its draft; the dialog is then gone (a reload). */
async function typeMessage(artistId: number, text: string) {
  const { user, message } = await openDialog(artistId);
  await user.click(message);
  await user.paste(text);
  await waitForDraft('facebook-post', artistId, { message: text });
  cleanup();
}

describe('Facebook post drafts', () => {
  it('offers the typed post back; Restore fills it in, posting removes the draft', async () => {
    const artistId = connectedArtist();
    await typeMessage(artistId, 'New single out Friday');

    const { user, dialog, message, onCreated } = await openDialog(artistId);
    expect(await findRestoreOffer()).toBeVisible();
    expect(message).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(message).toHaveValue('New single out Friday');
    expect(queryRestoreOffer()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    // The demo API's own words.
    expect(await screen.findByText('Post published to Facebook')).toBeVisible();
    expect(onCreated).toHaveBeenCalled();
    expect(storedDraft('facebook-post', artistId)).toBeUndefined();
  });

  it('Discard, asked on Escape, throws the post and its draft away', async () => {
    const artistId = connectedArtist();
    const { user, message } = await openDialog(artistId);
    await user.click(message);
    await user.paste('Maybe later');
    await waitForDraft('facebook-post', artistId, { message: 'Maybe later' });

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(storedDraft('facebook-post', artistId)).toBeUndefined();
  });

  it('offers the draft in French and in Spanish', async () => {
    const artistId = connectedArtist();
    await typeMessage(artistId, 'Nouveau single');
    for (const [locale, offer, restore] of [
      ['fr', /^Restaurer vos modifications non enregistrées de /, 'Restaurer'],
      ['es', /^¿Desea restaurar sus cambios sin guardar de las /, 'Restaurar'],
    ] as const) {
      const { dialog } = await openDialog(artistId, locale);
      expect(await within(dialog).findByText(offer)).toBeVisible();
      expect(within(dialog).getByRole('button', { name: restore })).toBeVisible();
      cleanup();
    }
  });
});
