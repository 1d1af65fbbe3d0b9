import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import type { MediaFile } from '@/api/types';
import { server } from '@/mocks/node';
import { createDataProvider } from '@/providers/data';
import { recordRequests } from '@/resources/artists/detail/artistDetail.testkit';
import {
  escapeRegExp,
  fileList,
  findLibrary,
  openFolder,
  renderMediaLibrary,
  stubObjectUrls,
} from './media.testkit';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});
afterEach(() => server.events.removeAllListeners());

const CATEGORY_NAMES: Record<string, string> = {
  'profile-photos': 'Profile photos',
  shooting: 'Photo shoots',
  'master-recordings': 'Master recordings',
};

/** Opens the detail dialog of `file` from the top of its gallery. */
async function openDetail(user: UserEvent, file: MediaFile) {
  if (file.file_type === 'audio') await user.click(screen.getByRole('tab', { name: 'Audio' }));
  await openFolder(user, CATEGORY_NAMES[file.category] ?? file.category);
  if (file.subcategory) await openFolder(user, file.subcategory);
  const name = new RegExp(escapeRegExp(file.original_filename));
  await user.click(within(await fileList()).getByRole('button', { name }));
  return screen.findByRole('dialog', { name: file.original_filename });
}

async function confirmDelete(user: UserEvent, dialog: HTMLElement, file: MediaFile) {
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete media file' });
  expect(confirm).toHaveTextContent(
    `Are you sure you want to delete "${file.original_filename}"? This action cannot be undone.`,
  );
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
}

const term = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ArtistMediaLibrary: file detail', () => {
  it("refuses to delete the artist's profile image, with the server's message", async () => {
    const { artist, files } = await findLibrary(({ artist, files }) =>
      files.some((f) => f.id === artist.profileImageId),
    );
    const portrait = files.find((f) => f.id === artist.profileImageId);
    if (!portrait) throw new Error('No profile image');
    const recorder = recordRequests();
    const { user } = renderMediaLibrary(artist);

    const dialog = await openDetail(user, portrait);
    const facts = dialog.querySelector('dl');
    if (!(facts instanceof HTMLElement)) throw new Error('No facts');
    expect(term(facts, 'File name')).toBe(portrait.original_filename);
    expect(term(facts, 'Type')).toBe('Photo');
    expect(term(facts, 'Category')).toBe('Profile photos');
    expect(term(facts, 'Subfolder')).toBe(portrait.subcategory);
    expect(term(facts, 'Dimensions')).toBe(`${portrait.width} × ${portrait.height} px`);
    expect(
      within(dialog).getByRole('img', { name: `Preview of ${portrait.original_filename}` }),
    ).toBeVisible();

    await confirmDelete(user, dialog, portrait);
    expect(
      await screen.findByText(
        'Media file is used as a profile image, album cover or song audio and cannot be deleted',
      ),
    ).toBeVisible();
    expect(recorder.count('DELETE', `/media/files/${portrait.id}`)).toBe(1);
    // The confirmation closes; the file's dialog stays, the file still there.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete media file' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: portrait.original_filename })).toBeVisible();
    const { data } = await createDataProvider().getArtistMediaFiles(artist.id, 'photo');
    expect(data.some((f) => f.id === portrait.id)).toBe(true);
    recorder.stop();
  });

  it('deletes a file nothing uses, says so, and takes it off the folder', async () => {
    const { artist, files } = await findLibrary(({ files }) =>
      files.some((f) => f.category === 'shooting'),
    );
    const shoot = files.find((f) => f.category === 'shooting');
    if (!shoot) throw new Error('No shooting photo');
    const { user } = renderMediaLibrary(artist);

    const dialog = await openDetail(user, shoot);
    await confirmDelete(user, dialog, shoot);

    expect(await screen.findByText('Media file deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: new RegExp(escapeRegExp(shoot.original_filename)) }),
      ).not.toBeInTheDocument(),
    );
  });

  it('plays audio from an object URL and offers it for download', async () => {
    const { artist, files } = await findLibrary(({ files }) =>
      files.some((f) => f.category === 'master-recordings' && (f.duration_seconds ?? 0) > 0),
    );
    const master = files.find(
      (f) => f.category === 'master-recordings' && (f.duration_seconds ?? 0) > 0,
    );
    if (!master) throw new Error('No master recording');
    const { user } = renderMediaLibrary(artist);

    const dialog = await openDetail(user, master);
    const player = await within(dialog).findByLabelText(`Preview of ${master.original_filename}`);
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('controls');
    expect(player.getAttribute('src')).toMatch(/^blob:/);
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', player.getAttribute('src'));
    expect(download).toHaveAttribute('download', master.original_filename);
    expect(dialog).toHaveTextContent(`Duration${Math.floor((master.duration_seconds ?? 0) / 60)}:`);
  });
});
