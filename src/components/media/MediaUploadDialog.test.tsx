import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Artist, MediaFile } from '../../api/types';
import { api, fail, ok } from '../../mocks/http';
import { server } from '../../mocks/node';
import { createDataProvider } from '../../providers/data';
import { MediaUploadDialog, type MediaUploadDialogProps } from './MediaUploadDialog';
import { readMediaDuration } from './readMediaDuration';
import { withJsdomUploads, type UploadXhrOptions } from '@tests/helpers/uploadXhr';

// jsdom decodes no media: the duration reader has its own tests with a fake element.
vi.mock('./readMediaDuration', () => ({ readMediaDuration: vi.fn(async () => 214) }));

beforeEach(signInForTest);
afterEach(() => vi.clearAllMocks());

const MB = 1024 * 1024;

/** A File whose reported size is `bytes`, without allocating them. */
function fileOf(name: string, type: string, bytes = 64): File {
  const file = new File([new Uint8Array(Math.min(bytes, 64))], name, { type });
  if (bytes > 64) Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

async function seededArtist(): Promise<{ artist: Artist; files: MediaFile[] }> {
  const provider = createDataProvider();
  const { data: artists } = await provider.getList<Artist>('artists', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'ASC' },
    filter: {},
  });
  const [artist] = artists;
  if (!artist) throw new Error('No seeded artist');
  return { artist, files: (await provider.getArtistMediaFiles(artist.id)).data };
}

function renderDialog(
  artist: Artist,
  props: Partial<MediaUploadDialogProps> = {},
  uploadXhr?: UploadXhrOptions,
) {
  // Dropped files skip the input's accept filter, so the dialog's own check must hold.
  const user = userEvent.setup({ applyAccept: false });
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  renderWithAdmin(
    <MediaUploadDialog
      artist={artist}
      open
      onClose={onClose}
      onUploaded={onUploaded}
      initialType="photo"
      {...props}
    />,
    { dataProvider: withJsdomUploads(undefined, uploadXhr) },
  );
  const dialog = screen.getByRole('dialog', { name: props.title ?? 'Upload media' });
  return { user, onClose, onUploaded, dialog };
}

const uploadButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /^Upload$|^Uploading/ });
const fileInput = (dialog: HTMLElement) =>
  within(dialog).getByLabelText<HTMLInputElement>('Files', { selector: 'input' });

async function choose(user: UserEvent, dialog: HTMLElement, field: RegExp, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** What the API received for each upload, in order; `answer` decides each reply. */
function captureUploads(answer: (index: number) => Response | undefined = () => undefined) {
  const uploads: URLSearchParams[] = [];
  let active = 0;
  let mostAtOnce = 0;
  server.use(
    http.post(api('/media/files/artist/:id/upload'), async ({ request }) => {
      const index = uploads.length;
      uploads.push(new URL(request.url).searchParams);
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      await new Promise((resolve) => setTimeout(resolve, 20));
      active -= 1;
      // jsdom's File loses its bytes on the way (src/mocks/handlers/uploads.testkit.ts): the demo
      // API would refuse it, so the answer is made here.
      return (
        answer(index) ??
        ok(
          {
            id: 90_000 + index,
            file_type: 'photo',
            category: 'album-covers',
            subcategory: 'x',
            original_filename: `upload-${index}.png`,
            file_size: 64,
            width: 1,
            height: 1,
            duration_seconds: null,
            created_at: '2026-11-15T12:00:00Z',
          },
          { status: 201 },
        )
      );
    }),
  );
  return { uploads, mostAtOnce: () => mostAtOnce };
}

describe('MediaUploadDialog: rules', () => {
  it('keeps Upload disabled until category, subfolder and a file are there, saying what is missing', async () => {
    const { artist } = await seededArtist();
    const { user, dialog } = renderDialog(artist, { title: 'Upload photos' });

    expect(dialog).toHaveTextContent(artist.stageName);
    expect(uploadButton(dialog)).toBeDisabled();
    expect(dialog).toHaveTextContent('Category is required');
    expect(dialog).toHaveTextContent('Select at least one file');
    expect(within(dialog).queryByRole('combobox', { name: /^Subfolder/ })).not.toBeInTheDocument();

    await choose(user, dialog, /^Category/, 'Album covers');
    expect(dialog).toHaveTextContent('Subfolder is required');
    expect(uploadButton(dialog)).toBeDisabled();

    await user.type(within(dialog).getByRole('combobox', { name: /^Subfolder/ }), 'Nouvel-EP');
    expect(uploadButton(dialog)).toBeDisabled();
    await user.upload(fileInput(dialog), fileOf('cover.png', 'image/png'));
    expect(uploadButton(dialog)).toBeEnabled();
    expect(dialog).not.toHaveTextContent('Before uploading');
  });

  it('needs no subfolder for SmartLinks, and hides the field', async () => {
    const { artist } = await seededArtist();
    const { user, dialog } = renderDialog(artist);

    await choose(user, dialog, /^Category/, 'SmartLinks');
    expect(within(dialog).queryByRole('combobox', { name: /^Subfolder/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('without a subfolder');
    await user.upload(fileInput(dialog), fileOf('background.png', 'image/png'));
    expect(uploadButton(dialog)).toBeEnabled();
  });

  it("offers the category's existing subfolders", async () => {
    const { artist, files } = await seededArtist();
    const expected = [
      ...new Set(
        files
          .filter((f) => f.file_type === 'audio' && f.category === 'master-recordings')
          .map((f) => f.subcategory),
      ),
    ].sort((a, b) => (a ?? '').localeCompare(b ?? '', undefined, { numeric: true }));
    const { user, dialog } = renderDialog(artist, { initialType: 'audio' });

    await choose(user, dialog, /^Category/, 'Master recordings');
    await user.click(within(dialog).getByRole('combobox', { name: /^Subfolder/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(expected);
  });

  it("checks each file's type and size, and the other files stay fine", async () => {
    const { artist } = await seededArtist();
    const { user, dialog } = renderDialog(artist, {
      initialCategory: 'promotional',
      initialSubfolder: 'Campaign-2026',
    });

    await user.upload(fileInput(dialog), [
      fileOf('poster.png', 'image/png', 2 * MB),
      fileOf('notes.txt', 'text/plain'),
      fileOf('huge.jpg', 'image/jpeg', 20 * MB + 1),
    ]);
    const list = within(dialog).getByRole('list', { name: 'Files' });
    const row = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
    expect(row('notes.txt')).toHaveTextContent('This file is not an image');
    expect(row('huge.jpg')).toHaveTextContent('Image file size must be less than 20MB');
    expect(row('poster.png')).toHaveTextContent('2 MB · Ready');
    expect(uploadButton(dialog)).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Remove notes.txt' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove huge.jpg' }));
    expect(uploadButton(dialog)).toBeEnabled();
  });

  it('turns the chosen files wrong when the type changes, and resets the category', async () => {
    const { artist } = await seededArtist();
    const { user, dialog } = renderDialog(artist, {
      initialCategory: 'behind-scenes',
      initialSubfolder: 'Studio',
    });
    await user.upload(fileInput(dialog), fileOf('still.png', 'image/png'));
    expect(uploadButton(dialog)).toBeEnabled();

    await choose(user, dialog, /^File type/, 'Audio');
    expect(dialog).toHaveTextContent('Category is required');
    expect(dialog).toHaveTextContent('This file is not an audio file');
    expect(uploadButton(dialog)).toBeDisabled();
  });
});

describe('MediaUploadDialog: uploading', () => {
  it('sends the files one after another into the folder, then closes and says so', async () => {
    const { artist } = await seededArtist();
    const capture = captureUploads();
    const { user, dialog, onClose, onUploaded } = renderDialog(artist, {
      initialCategory: 'album-covers',
      initialSubfolder: '  Lumieres-EP ',
    });

    await user.upload(fileInput(dialog), [
      fileOf('front.png', 'image/png'),
      fileOf('back.png', 'image/png'),
    ]);
    await user.click(uploadButton(dialog));

    expect(await screen.findByText('2 files uploaded')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    expect(onUploaded).toHaveBeenCalledWith([
      expect.objectContaining({ id: 90_000 }),
      expect.objectContaining({ id: 90_001 }),
    ]);
    expect(capture.mostAtOnce()).toBe(1);
    expect(capture.uploads.map((q) => Object.fromEntries(q))).toEqual([
      { file_type: 'photo', category: 'album-covers', subcategory: 'Lumieres-EP' },
      { file_type: 'photo', category: 'album-covers', subcategory: 'Lumieres-EP' },
    ]);
    expect(readMediaDuration).not.toHaveBeenCalled();
  });

  it('keeps a failed file with the server message; the others are uploaded, and it can be retried', async () => {
    const { artist } = await seededArtist();
    const capture = captureUploads((index) =>
      index === 1 ? fail(413, 'Image file size must be less than 20MB') : undefined,
    );
    const { user, dialog, onClose } = renderDialog(artist, {
      initialCategory: 'shooting',
      initialSubfolder: 'Shoot-Lyon-2026',
    });

    await user.upload(fileInput(dialog), [
      fileOf('one.png', 'image/png'),
      fileOf('two.png', 'image/png'),
      fileOf('three.png', 'image/png'),
    ]);
    await user.click(uploadButton(dialog));

    expect(
      await screen.findByText(
        '1 of 3 files could not be uploaded; the others were saved. Check the errors and try again.',
      ),
    ).toBeVisible();
    const list = within(dialog).getByRole('list', { name: 'Files' });
    const row = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
    expect(row('one.png')).toHaveTextContent('Uploaded');
    expect(row('two.png')).toHaveTextContent('Failed');
    expect(row('two.png')).toHaveTextContent('Image file size must be less than 20MB');
    expect(row('three.png')).toHaveTextContent('Uploaded');
    expect(capture.uploads).toHaveLength(3);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(uploadButton(dialog));
    expect(await screen.findByText('1 file uploaded')).toBeVisible();
    expect(capture.uploads).toHaveLength(4);
    expect(onClose).toHaveBeenCalled();
  });

  it("reads an audio file's duration before sending it", async () => {
    const { artist } = await seededArtist();
    const capture = captureUploads();
    const { user, dialog } = renderDialog(artist, {
      initialType: 'audio',
      initialCategory: 'demos',
      initialSubfolder: 'Demos-2026',
    });
    const take = fileOf('take-3.wav', 'audio/wav');

    await user.upload(fileInput(dialog), take);
    await user.click(uploadButton(dialog));

    expect(await screen.findByText('1 file uploaded')).toBeVisible();
    expect(readMediaDuration).toHaveBeenCalledWith(take, 'audio');
    expect(Object.fromEntries(capture.uploads[0] ?? [])).toEqual({
      file_type: 'audio',
      category: 'demos',
      subcategory: 'Demos-2026',
      duration_seconds: '214',
    });
  });

  it("shows the browser's upload progress on the file being uploaded", async () => {
    const { artist } = await seededArtist();
    captureUploads();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The browser reports 300 of 1200 bytes sent, then the upload waits for `release`.
    const { user, dialog } = renderDialog(
      artist,
      { initialCategory: 'SmartLinks' },
      { progress: [[300, 1200]], hold: () => held },
    );

    await user.upload(fileInput(dialog), fileOf('bg.png', 'image/png'));
    await user.click(uploadButton(dialog));

    const bar = await within(dialog).findByRole('progressbar', {
      name: 'Upload progress of bg.png',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(uploadButton(dialog)).toBeDisabled();
    expect(uploadButton(dialog)).toHaveTextContent('Uploading...');
    release();
    expect(await screen.findByText('1 file uploaded')).toBeVisible();
  });

  it('says the upload failed when the server gives no reason', async () => {
    const { artist } = await seededArtist();
    captureUploads(() => new HttpResponse(null, { status: 500 }));
    const { user, dialog } = renderDialog(artist, { initialCategory: 'SmartLinks' });

    await user.upload(fileInput(dialog), fileOf('bg.png', 'image/png'));
    await user.click(uploadButton(dialog));

    await waitFor(() => expect(dialog).toHaveTextContent('Upload failed'));
  });
});

describe('MediaUploadDialog: closing', () => {
  const question = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

  it('closes at once on Escape or Cancel while nothing is chosen or typed', async () => {
    const { artist } = await seededArtist();
    const { user, dialog, onClose } = renderDialog(artist, {
      initialCategory: 'shooting',
      initialSubfolder: 'Shoot-Lyon-2026',
    });
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('asks before Escape, a click beside it or Cancel drops the chosen files', async () => {
    const { artist } = await seededArtist();
    const { user, dialog, onClose } = renderDialog(artist, { initialCategory: 'SmartLinks' });
    await user.upload(fileInput(dialog), fileOf('bg.png', 'image/png'));

    await user.keyboard('{Escape}');
    await user.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
    );
    await user.click(document.querySelector('.MuiBackdrop-root')!);
    await user.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('list', { name: 'Files' })).toHaveTextContent('bg.png');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for a typed folder name too', async () => {
    const { artist } = await seededArtist();
    const { user, dialog, onClose } = renderDialog(artist, { initialCategory: 'album-covers' });
    await user.type(within(dialog).getByRole('combobox', { name: /^Subfolder/ }), 'EP');
    // Out of the field, whose own Escape closes its suggestions.
    await user.tab();
    await user.keyboard('{Escape}');
    expect(await question()).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks during an upload; Discard stops it before it reaches the server', async () => {
    const { artist } = await seededArtist();
    const capture = captureUploads();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, dialog, onClose, onUploaded } = renderDialog(
      artist,
      { initialCategory: 'SmartLinks' },
      { hold: () => held },
    );
    await user.upload(fileInput(dialog), fileOf('bg.png', 'image/png'));
    await user.click(uploadButton(dialog));
    await within(dialog).findByRole('progressbar', { name: 'Upload progress of bg.png' });
    // Upload, now disabled, holds the focus in jsdom (a browser moves it to the dialog).
    await user.click(within(dialog).getByText('bg.png'));

    await user.keyboard('{Escape}');
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(uploadButton(dialog)).toHaveTextContent(/^Upload$/));
    expect(capture.uploads).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByText('1 file uploaded')).toBeNull();
  });

  it('asks in French and in Spanish', async () => {
    const { artist } = await seededArtist();
    for (const [locale, title] of [
      ['fr', 'Abandonner vos modifications\u202f?'],
      ['es', '¿Descartar sus cambios?'],
    ] as const) {
      const user = userEvent.setup({ applyAccept: false });
      const { unmount } = renderWithAdmin(
        <MediaUploadDialog artist={artist} open onClose={vi.fn()} initialCategory="SmartLinks" />,
        { locale },
      );
      const dialog = await screen.findByRole('dialog');
      const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
      await user.upload(input, fileOf('bg.png', 'image/png'));
      await user.keyboard('{Escape}');
      expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
      unmount();
    }
  });
});
