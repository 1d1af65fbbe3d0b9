import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { findLibrary, renderMediaLibrary, stubObjectUrls } from './media.testkit';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});

const path = () => screen.getByRole('navigation', { name: 'Folder path' });

/** The library of an artist with album covers, opened at that folder with the keyboard. */
async function openAlbumCovers() {
  const { artist } = await findLibrary(({ files }) =>
    files.some((f) => f.file_type === 'photo' && f.category === 'album-covers'),
  );
  const { user } = renderMediaLibrary(artist);
  const covers = await screen.findByRole('button', { name: /^Album covers, / });
  act(() => covers.focus());
  await user.keyboard('{Enter}');
  return user;
}

describe('ArtistMediaLibrary: the keyboard focus follows the folder opened', () => {
  it('moves to the opened folder in the breadcrumb, and back up with the breadcrumb', async () => {
    const user = await openAlbumCovers();
    expect(await within(path()).findByText('Album covers')).toHaveFocus();

    await user.tab({ shift: true });
    expect(within(path()).getByRole('button', { name: 'Photos' })).toHaveFocus();
    await user.keyboard(' ');
    expect(await within(path()).findByText('Photos')).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Album covers, / })).toBeVisible();
  });

  it('keeps the focus on the Videos tab when its gallery shows another folder', async () => {
    const user = await openAlbumCovers();
    await within(path()).findByText('Album covers');

    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(await within(path()).findByText('Videos')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveFocus();
  });
});
