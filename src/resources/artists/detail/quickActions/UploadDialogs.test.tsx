import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { allArtists } from '../artistDetail.testkit';
import { UploadPhotosDialog } from './UploadPhotosDialog';
import { UploadVideosDialog } from './UploadVideosDialog';

beforeEach(signInForTest);

describe('quick actions: upload dialogs', () => {
  it.each([
    ['Upload photos', UploadPhotosDialog, 'Photo', 'Images up to 20 MB each'],
    ['Upload videos', UploadVideosDialog, 'Video', 'Videos up to 200 MB each'],
  ])('%s opens the media upload preset to its type', async (title, Dialog, type, limits) => {
    const [artist] = await allArtists();
    if (!artist) throw new Error('No seeded artist');
    renderWithAdmin(<Dialog artist={artist} open onClose={vi.fn()} />);

    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByRole('combobox', { name: /^File type/ })).toHaveTextContent(type);
    expect(dialog).toHaveTextContent(limits);
    expect(dialog).toHaveTextContent(artist.stageName);
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });
});
