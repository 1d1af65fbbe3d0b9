import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { findCatalogue } from '@tests/helpers/seedCatalogue';
import { signInForTest } from '@tests/helpers/signedIn';
import { CreateAlbumDialog } from '../albumCreate/CreateAlbumDialog';
import { stubObjectUrls } from '../../resources/songs/songs.testkit';
import { AddSongDialog } from './AddSongDialog';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});

// The react-hook-form dialogs report their changes to the guard (FormDirtyReport).
describe('song and album dialogs: no silent discard', () => {
  it('Add song closes at once untouched, and asks once a title is typed', async () => {
    const { artist } = await findCatalogue(() => true);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<AddSongDialog artist={artist} open onClose={onClose} />, {
      resource: 'artists',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add song' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Night Drive');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Night Drive');
  });

  it('Create album closes at once untouched, and asks once a title is typed', async () => {
    const { artist } = await findCatalogue(() => true);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<CreateAlbumDialog artist={artist} open onClose={onClose} />, {
      resource: 'artists',
      locale: 'en',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create album' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Aurora');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
