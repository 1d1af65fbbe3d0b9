import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Artist, MediaFile } from '../../api/types';
import { api, ok } from '../../mocks/http';
import { server } from '../../mocks/node';
import { createDataProvider } from '../../providers/data';
import { MediaLibraryField, type MediaLibraryFieldProps } from './MediaLibraryField';
import { sortNewestFirst } from './mediaFolders';

beforeEach(async () => {
  await signInForTest();
  // jsdom has no object URLs; photo thumbnails ask for them.
  Object.assign(URL, { createObjectURL: () => 'blob:test/1', revokeObjectURL: () => undefined });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fileButton = (container: HTMLElement, file: MediaFile) =>
  within(container).getByRole('button', { name: new RegExp(escapeRegExp(file.original_filename)) });

/** A seeded artist with more than `min` files matching `match`. */
async function artistWith(match: (f: MediaFile) => boolean, min: number) {
  const provider = createDataProvider();
  const { data: artists } = await provider.getList<Artist>('artists', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'createdAt', order: 'ASC' },
    filter: {},
  });
  for (const artist of artists) {
    const { data } = await provider.getArtistMediaFiles(artist.id);
    const matching = sortNewestFirst(data.filter(match));
    if (matching.length > min) return { artist, matching };
  }
  throw new Error('No seeded artist fits the test');
}

/** The field as a form holds it: the value follows onChange. */
function renderField(props: Omit<MediaLibraryFieldProps, 'value' | 'onChange' | 'label'>) {
  const onChange = vi.fn();
  const Harness = () => {
    const [value, setValue] = useState<number | null>(null);
    return (
      <MediaLibraryField
        {...props}
        label="Cover image"
        helperText="Pick one of the artist's album covers"
        value={value}
        onChange={(file) => {
          onChange(file);
          setValue(file?.id ?? null);
        }}
      />
    );
  };
  const user = userEvent.setup();
  renderWithAdmin(<Harness />);
  return { user, onChange, field: () => screen.getByRole('group', { name: 'Cover image' }) };
}

describe('MediaLibraryField: compact list', () => {
  it('lists the 5 newest files of the type and category, and selects the one clicked', async () => {
    const isCover = (f: MediaFile) => f.file_type === 'photo' && f.category === 'album-covers';
    const { artist, matching } = await artistWith(isCover, 1);
    const { user, onChange, field } = renderField({
      artistId: artist.id,
      fileType: 'photo',
      category: 'album-covers',
    });

    const list = await within(field()).findByRole('list', { name: 'Select from library' });
    const shown = within(list).getAllByRole('button');
    expect(shown).toHaveLength(Math.min(5, matching.length));
    matching.slice(0, 5).forEach((file, index) => {
      expect(shown[index]).toHaveAccessibleName(new RegExp(escapeRegExp(file.original_filename)));
      expect(shown[index]).toHaveAttribute('aria-pressed', 'false');
    });
    expect(field()).toHaveTextContent('No file selected');

    const second = matching[1];
    if (!second) throw new Error('Two covers expected');
    await user.click(fileButton(list, second));
    expect(onChange).toHaveBeenLastCalledWith(second);
    expect(fileButton(list, second)).toHaveAttribute('aria-pressed', 'true');
    expect(within(field()).getByText('Selected file')).toBeVisible();

    await user.click(within(field()).getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(fileButton(list, second)).toHaveAttribute('aria-pressed', 'false');
    expect(within(field()).getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('shows at most 5 files however many match', async () => {
    const { artist, matching } = await artistWith((f) => f.file_type === 'audio', 5);
    const { field } = renderField({ artistId: artist.id, fileType: 'audio' });

    const list = await within(field()).findByRole('list', { name: 'Select from library' });
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    expect(matching.length).toBeGreaterThan(5);
    expect(within(list).getAllByRole('button')[0]).toHaveAccessibleName(
      new RegExp(escapeRegExp(matching[0]?.original_filename ?? '?')),
    );
  });

  it('says so when the artist has no matching file', async () => {
    const { artist } = await artistWith(() => true, 0);
    server.use(http.get(api('/media/files/artist/:id'), () => ok([])));
    const { field } = renderField({ artistId: artist.id, fileType: 'video' });

    expect(
      await within(field()).findByText(
        'This artist has no matching file in the media library yet.',
      ),
    ).toBeVisible();
    expect(within(field()).getByRole('button', { name: 'Browse library' })).toBeDisabled();
  });
});

describe('MediaLibraryField: browser dialog', () => {
  it('enables Select File only once a file is chosen, then selects it', async () => {
    const isPromo = (f: MediaFile) => f.file_type === 'photo' && f.category === 'promotional';
    const { artist, matching } = await artistWith(isPromo, 0);
    const [target] = matching;
    if (!target?.subcategory) throw new Error('No promotional photo in a subfolder');
    const { user, onChange, field } = renderField({ artistId: artist.id, fileType: 'photo' });

    await user.click(await within(field()).findByRole('button', { name: 'Browse library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Media library' });
    const select = within(dialog).getByRole('button', { name: 'Select File' });
    expect(select).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await user.click(await within(dialog).findByRole('button', { name: /^Promotional, / }));
    await user.click(
      within(dialog).getByRole('button', {
        name: new RegExp(`^${escapeRegExp(target.subcategory)}, `),
      }),
    );
    const files = within(dialog).getByRole('list', { name: 'Files' });
    expect(select).toBeDisabled();
    await user.click(fileButton(files, target));
    expect(fileButton(files, target)).toHaveAttribute('aria-pressed', 'true');
    expect(select).toBeEnabled();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(select);
    expect(onChange).toHaveBeenCalledWith(target);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(field()).getByText('Selected file')).toBeVisible();
    expect(within(field()).getByText(target.original_filename, { selector: 'p' })).toBeVisible();
  });

  it('opens inside the given category, and Cancel chooses nothing', async () => {
    const isMaster = (f: MediaFile) =>
      f.file_type === 'audio' && f.category === 'master-recordings';
    const { artist } = await artistWith(isMaster, 0);
    const { user, onChange, field } = renderField({
      artistId: artist.id,
      fileType: 'audio',
      category: 'master-recordings',
    });

    await user.click(await within(field()).findByRole('button', { name: 'Browse library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Media library' });
    const path = within(dialog).getByRole('navigation', { name: 'Folder path' });
    expect(within(path).getByText('Master recordings')).toHaveAttribute('aria-current', 'page');

    await user.click(within(path).getByRole('button', { name: 'Audio' }));
    const folders = within(dialog).getByRole('list', { name: 'Folders' });
    expect(
      within(folders)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([expect.stringMatching(/^Master recordings, /)]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });
});
