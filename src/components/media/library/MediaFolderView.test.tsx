import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import type { MediaFile } from '@/api/types';
import { categoriesOf } from '../mediaCategories';
import { ROOT, type MediaPath } from '../mediaFolders';
import { MediaFolderView } from './MediaFolderView';

const photo = (id: number, category: MediaFile['category'], subcategory: string | null) =>
  ({
    id,
    file_type: 'photo',
    category,
    subcategory,
    original_filename: `photo-${id}.jpg`,
    file_size: 1000,
    width: 100,
    height: 100,
    duration_seconds: null,
    created_at: `2026-01-0${id}T10:00:00Z`,
  }) satisfies MediaFile;

const FILES: MediaFile[] = [
  photo(1, 'album-covers', 'Lumieres-EP'),
  photo(2, 'album-covers', 'Lumieres-EP'),
  photo(3, 'promotional', 'Spring-tour'),
];

/** The folder view over its own path, as the media tab and the library dialog keep it. */
const Library = ({ start = ROOT }: { start?: MediaPath }) => {
  const [path, setPath] = useState(start);
  return (
    <>
      <MediaFolderView
        fileType="photo"
        files={FILES}
        categories={categoriesOf('photo')}
        path={path}
        onNavigate={setPath}
        renderFiles={(files) => (
          <ul aria-label="Files">
            {files.map((file) => (
              <li key={file.id}>{file.original_filename}</li>
            ))}
          </ul>
        )}
      />
      {/* Stands for a change of path from outside, e.g. the media tab restoring a folder. */}
      <button type="button" onClick={() => setPath(ROOT)}>
        Elsewhere
      </button>
    </>
  );
};

const breadcrumb = () => screen.getByRole('navigation', { name: 'Folder path' });
const currentLevel = () =>
  within(breadcrumb())
    .getAllByText(/./)
    .find((element) => element.getAttribute('aria-current') === 'page');

describe('MediaFolderView: the keyboard focus follows the folder opened', () => {
  it('lands on the new level in the breadcrumb after a folder tile, then on the parent after a breadcrumb', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Library />, { locale: 'en' });

    const covers = screen.getByRole('button', { name: 'Album covers, 2 files' });
    act(() => covers.focus());
    await user.keyboard('{Enter}');
    expect(await within(breadcrumb()).findByText('Album covers')).toHaveFocus();
    expect(currentLevel()).toHaveTextContent('Album covers');

    // The next Tab goes on from there, into the folder's content.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Lumieres-EP, 2 files' })).toHaveFocus();
    await user.keyboard(' ');
    expect(await within(breadcrumb()).findByText('Lumieres-EP')).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Files' })).toHaveTextContent('photo-1.jpg');

    // Back up with the breadcrumb: its link is gone once used, the level's name takes the focus.
    await user.tab({ shift: true });
    expect(within(breadcrumb()).getByRole('button', { name: 'Album covers' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(breadcrumb()).findByText('Album covers')).toHaveFocus();
    expect(within(breadcrumb()).getByText('Album covers')).toHaveAttribute('aria-current', 'page');
  });

  it('leaves the focus alone when the path changes from outside', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Library start={{ category: 'album-covers', subfolder: null }} />, {
      locale: 'en',
    });

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByRole('button', { name: 'Album covers, 2 files' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
