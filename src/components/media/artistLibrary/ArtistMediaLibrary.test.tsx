import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { fileSizeParts } from '../fileSize';
import { formatDuration } from '@/lib/duration';
import { api, fail, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import { recordRequests } from '@/resources/artists/detail/artistDetail.testkit';
import {
  escapeRegExp,
  fileList,
  findLibrary,
  folderFiles,
  folderList,
  named,
  openFolder,
  renderMediaLibrary,
  shownFileNames,
  stubObjectUrls,
} from './media.testkit';

// jsdom decodes no media (its elements never load metadata): the reader has its own tests.
vi.mock('../readMediaDuration', () => ({
  readMediaDuration: vi.fn(async () => 95),
}));

// A failed load is retried once (src/providers/queryClient.ts; at once in tests) before it shows.
const AFTER_RETRY = { timeout: 5_000 };

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});
afterEach(() => server.events.removeAllListeners());

const breadcrumb = () => screen.getByRole('navigation', { name: 'Folder path' });

describe('ArtistMediaLibrary: upload', () => {
  it('opens the upload dialog on the folder shown, uploads there and reads the folder again', async () => {
    const { artist, files } = await findLibrary(({ files }) =>
      files.some((f) => f.category === 'live-performance' && f.file_type === 'video'),
    );
    const live = files.find((f) => f.category === 'live-performance' && f.file_type === 'video');
    if (!live?.subcategory) throw new Error('No live video in a subfolder');
    const queries: Record<string, string>[] = [];
    server.use(
      http.post(api('/media/files/artist/:id/upload'), ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        // jsdom's File loses its bytes on the way (src/mocks/handlers/uploads.testkit.ts), so
        // the demo API would refuse it: the stored file is answered here.
        return ok({ ...live, id: 99_001, original_filename: 'encore.webm' }, { status: 201 });
      }),
    );
    const recorder = recordRequests();
    const { user } = renderMediaLibrary(artist);
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    await openFolder(user, 'Live performance');
    await openFolder(user, live.subcategory);
    const listLoads = recorder.count('GET', `/media/files/artist/${artist.id}`);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload media' });
    expect(within(dialog).getByRole('combobox', { name: /^File type/ })).toHaveTextContent('Video');
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveTextContent(
      'Live performance',
    );
    expect(within(dialog).getByRole('combobox', { name: /^Subfolder/ })).toHaveValue(
      live.subcategory,
    );
    await user.upload(
      within(dialog).getByLabelText('Files', { selector: 'input' }),
      new File([new Uint8Array(8)], 'encore.webm', { type: 'video/webm' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('1 file uploaded')).toBeVisible();
    expect(queries).toEqual([
      {
        file_type: 'video',
        category: 'live-performance',
        subcategory: live.subcategory,
        duration_seconds: '95',
      },
    ]);
    await waitFor(() =>
      expect(recorder.count('GET', `/media/files/artist/${artist.id}`)).toBeGreaterThan(listLoads),
    );
    recorder.stop();
  });
});

describe('ArtistMediaLibrary: browsing', () => {
  it('goes from category folders to subfolders to files, newest first, and back up', async () => {
    const { artist, files } = await findLibrary(
      ({ files }) =>
        files.filter((f) => f.category === 'album-covers' && f.file_type === 'photo').length >= 2,
    );
    const covers = files.filter((f) => f.file_type === 'photo' && f.category === 'album-covers');
    const subfolder = covers[0]?.subcategory ?? '';
    const inFolder = folderFiles(covers, 'album-covers', subfolder);
    const { user } = renderMediaLibrary(artist);

    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    const categories = await folderList();
    expect(within(categories).getAllByRole('button')).toHaveLength(8);
    expect(
      within(categories).getByRole('button', { name: `Album covers, ${covers.length} files` }),
    ).toBeVisible();

    await openFolder(user, 'Album covers');
    const subfolderNames = [...new Set(covers.map((f) => f.subcategory))];
    const subfolders = await folderList();
    for (const name of subfolderNames) {
      const count = covers.filter((f) => f.subcategory === name).length;
      expect(
        within(subfolders).getByRole('button', {
          name: `${name}, ${count} ${count === 1 ? 'file' : 'files'}`,
        }),
      ).toBeVisible();
    }
    expect(within(breadcrumb()).getByText('Album covers')).toHaveAttribute('aria-current', 'page');

    await openFolder(user, subfolder);
    expect(await shownFileNames()).toEqual(inFolder.map((f) => f.original_filename));
    const [newest] = inFolder;
    if (!newest) throw new Error('No file');
    const { size } = fileSizeParts(newest.file_size, 'en');
    expect(
      within(await fileList()).getByRole('button', {
        name: new RegExp(escapeRegExp(newest.original_filename)),
      }),
    ).toHaveTextContent(size);
    expect(within(breadcrumb()).getByText(subfolder)).toHaveAttribute('aria-current', 'page');

    await user.click(within(breadcrumb()).getByRole('button', { name: 'Album covers' }));
    expect(
      await within(await folderList()).findByRole('button', { name: named(subfolder) }),
    ).toBeVisible();
    await user.click(within(breadcrumb()).getByRole('button', { name: 'Photos' }));
    expect(within(await folderList()).getAllByRole('button')).toHaveLength(8);
  });

  it('shows audio files with their duration and size, and keeps each gallery where it was', async () => {
    const { artist, files } = await findLibrary(({ files }) =>
      files.some((f) => f.category === 'demos' && (f.duration_seconds ?? 0) > 0),
    );
    const demo = files.find((f) => f.category === 'demos' && (f.duration_seconds ?? 0) > 0);
    if (!demo?.subcategory) throw new Error('No demo in a subfolder');
    const { user } = renderMediaLibrary(artist);

    await user.click(screen.getByRole('tab', { name: 'Audio' }));
    await openFolder(user, 'Demos');
    await openFolder(user, demo.subcategory);
    const tile = within(await fileList()).getByRole('button', {
      name: new RegExp(escapeRegExp(demo.original_filename)),
    });
    expect(tile).toHaveTextContent(formatDuration(demo.duration_seconds));
    expect(tile).toHaveTextContent(`${fileSizeParts(demo.file_size, 'en').size} KB`);

    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(within(await folderList()).getAllByRole('button')).toHaveLength(6);
    await user.click(screen.getByRole('tab', { name: 'Audio' }));
    expect(within(breadcrumb()).getByText(demo.subcategory)).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps SmartLinks files directly in the category, without subfolders', async () => {
    const { artist, files } = await findLibrary(({ files }) =>
      files.some((f) => f.category === 'SmartLinks'),
    );
    const links = folderFiles(files, 'SmartLinks', null);
    const { user } = renderMediaLibrary(artist);

    await openFolder(user, 'SmartLinks');
    expect(await shownFileNames()).toEqual(links.map((f) => f.original_filename));
    expect(screen.queryByRole('list', { name: 'Folders' })).not.toBeInTheDocument();
  });

  it('toasts the server message when the files fail to load', async () => {
    const { artist } = await findLibrary(() => true);
    server.use(http.get(api('/media/files/artist/:id'), () => fail(500, 'Storage offline')));
    renderMediaLibrary(artist);

    expect(await screen.findByText('Storage offline', {}, AFTER_RETRY)).toBeVisible();
    expect(screen.getByText('Error loading media files')).toBeVisible();
  });

  it('toasts "Failed to load media files" when the server says nothing', async () => {
    const { artist } = await findLibrary(() => true);
    server.use(
      http.get(api('/media/files/artist/:id'), () => new HttpResponse(null, { status: 500 })),
    );
    renderMediaLibrary(artist);

    expect(await screen.findByText('Failed to load media files', {}, AFTER_RETRY)).toBeVisible();
  });
});
