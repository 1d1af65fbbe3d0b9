// API v1, tag "media": each artist's library of photos, videos and audio, in category folders.
import { http } from 'msw';
import { db } from '../db/database';
import { deleteBlob } from '../files/blobStore';
import { api, deleted, fail, intParam, jsonBody, notFound, ok } from '../http';
import { Fields } from './common/fields';
import { Query } from './common/query';
import { invalid, secure } from './common/route';
import { CATEGORIES, FILE_TYPES, NO_SUBFOLDER } from './media/categories';
import { serveHandlers } from './media/serving';
import { uploadHandlers } from './media/uploadRoutes';
import { filesOf, isInUse, toMediaFile } from './media/view';

const IN_USE =
  'Media file is used as a profile image, album cover or song audio and cannot be deleted';

export const mediaHandlers = [
  http.get(
    api('/media/test-connection'),
    secure(() => ok({ connected: true })),
  ),

  http.post(
    api('/media/init-folders'),
    secure(() =>
      ok(
        { folders: FILE_TYPES.flatMap((type) => CATEGORIES[type].map((c) => `${type}/${c}`)) },
        { message: 'Media folders are ready' },
      ),
    ),
  ),

  ...uploadHandlers,

  http.get(
    api('/media/artist/:id/media'),
    secure<{ id: string }>(({ params }) => {
      const database = db();
      const artist = database.artists.find((a) => a.id === intParam(params.id));
      if (!artist) return notFound('Artist');
      const files = filesOf(database, artist.id);
      const of = (type: string) => files.filter((f) => f.file_type === type).map(toMediaFile);
      return ok({ photos: of('photo'), videos: of('video'), audio: of('audio') });
    }),
  ),

  http.get(
    api('/media/files/artist/:id'),
    secure<{ id: string }>(({ params, request }) => {
      const q = new Query(new URL(request.url));
      const fileType = q.oneOf('file_type', FILE_TYPES);
      if (q.errors.length) return invalid(q.errors);
      const database = db();
      const artist = database.artists.find((a) => a.id === intParam(params.id));
      if (!artist) return notFound('Artist');
      return ok(
        filesOf(database, artist.id)
          .filter((f) => !fileType || f.file_type === fileType)
          .map(toMediaFile),
      );
    }),
  ),

  http.patch(
    api('/media/files/:fileId'),
    secure<{ fileId: string }>(async ({ params, request }) => {
      const row = db().mediaFiles.find((m) => m.id === intParam(params.fileId));
      if (!row) return notFound('Media file');
      const f = new Fields(await jsonBody(request));
      const subcategory = f.requiredText('subcategory', 'Subfolder', 255, 'Subfolder is required');
      if (row.category === NO_SUBFOLDER && subcategory) {
        f.error('subcategory', 'SmartLinks files are not kept in subfolders');
      }
      if (f.errors.length || !subcategory) return invalid(f.errors);
      row.subcategory = subcategory;
      return ok(toMediaFile(row), { message: 'Media file updated successfully' });
    }),
  ),

  http.delete(
    api('/media/files/:fileId'),
    secure<{ fileId: string }>(async ({ params }) => {
      const database = db();
      const row = database.mediaFiles.find((m) => m.id === intParam(params.fileId));
      if (!row) return notFound('Media file');
      if (isInUse(database, row.id)) return fail(409, IN_USE);
      database.mediaFiles = database.mediaFiles.filter((m) => m.id !== row.id);
      if (row.source.kind === 'stored') await deleteBlob(row.source.key);
      return deleted(row.id, 'Media file deleted successfully');
    }),
  ),

  ...serveHandlers,
];
