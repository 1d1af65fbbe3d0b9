import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '../../mocks/db/database';
import { MediaBrowserDialog } from './MediaBrowserDialog';

beforeEach(async () => {
  await signInForTest();
  // jsdom has no object URLs; photo thumbnails ask for them.
  Object.assign(URL, { createObjectURL: () => 'blob:test/1', revokeObjectURL: () => undefined });
});

/** A seeded promotional photo kept in a subfolder, straight from the demo database. */
function promotionalPhoto() {
  const file = db().mediaFiles.find(
    (f) => f.file_type === 'photo' && f.category === 'promotional' && f.subcategory,
  );
  if (!file?.subcategory) throw new Error('No promotional photo in a subfolder');
  return { artistId: file.artist_id, subfolder: file.subcategory };
}

describe('MediaBrowserDialog: the keyboard focus follows the folder opened', () => {
  it('moves to the new level in the breadcrumb, inside the dialog', async () => {
    const { artistId, subfolder } = promotionalPhoto();
    const user = userEvent.setup();
    renderWithAdmin(
      <MediaBrowserDialog
        open
        onClose={() => undefined}
        artistId={artistId}
        fileType="photo"
        onSelect={() => undefined}
      />,
      { locale: 'en' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Media library' });
    const path = () => within(dialog).getByRole('navigation', { name: 'Folder path' });

    const promotional = await within(dialog).findByRole('button', { name: /^Promotional, / });
    act(() => promotional.focus());
    await user.keyboard('{Enter}');
    expect(await within(path()).findByText('Promotional')).toHaveFocus();

    const folder = within(dialog).getByRole('button', {
      name: (name) => name.startsWith(`${subfolder}, `),
    });
    act(() => folder.focus());
    await user.keyboard('{Enter}');
    expect(await within(path()).findByText(subfolder)).toHaveFocus();
    expect(within(dialog).getByRole('list', { name: 'Files' })).toBeVisible();

    await user.tab({ shift: true });
    expect(within(path()).getByRole('button', { name: 'Promotional' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(path()).findByText('Promotional')).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
