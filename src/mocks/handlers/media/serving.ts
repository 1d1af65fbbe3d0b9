// The /media/serve endpoints: the bytes themselves with the file's own Content-Type.
import { HttpResponse, http } from 'msw';
import { db } from '../../db/database';
import type { MediaRow } from '../../db/schema';
import { fileBytes } from '../../files/serve';
import { api, fail, intParam, notFound } from '../../http';
import { secure, unguarded } from '../common/route';

async function send(row: MediaRow): Promise<Response> {
  const file = await fileBytes(row);
  // Uploaded bytes live in memory only, so they are gone after a page reload.
  if (!file) return fail(404, 'File content not found');
  return new HttpResponse(file.bytes, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(row.original_filename)}`,
      'Cache-Control': 'private, max-age=3600',
    },
  });
}

const fileById = (id: string | readonly string[] | undefined) =>
  db().mediaFiles.find((m) => m.id === intParam(id));

export const serveHandlers = [
  http.get(
    api('/media/serve/profile/:artistId'),
    secure<{ artistId: string }>(async ({ params }) => {
      const database = db();
      const artist = database.artists.find((a) => a.id === intParam(params.artistId));
      if (!artist) return notFound('Artist');
      const row = database.mediaFiles.find((m) => m.id === artist.profileImageId);
      return row ? send(row) : notFound('Profile image');
    }),
  ),

  http.get(
    api('/media/serve/public/:fileId'),
    unguarded<{ fileId: string }>(async ({ params }) => {
      // Public pages only ever show images; nothing else leaves without a token.
      const row = fileById(params.fileId);
      return row && row.file_type === 'photo' ? send(row) : notFound('Media file');
    }),
  ),

  http.get(
    api('/media/serve/:fileId'),
    secure<{ fileId: string }>(async ({ params }) => {
      const row = fileById(params.fileId);
      return row ? send(row) : notFound('Media file');
    }),
  ),
];
