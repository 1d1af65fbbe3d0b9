// Song requests: GET /song-requests (optional status) answers the whole list; one request is
// GET /song-requests/{id}, an extension, so a server without it is answered from the list.
// Creating one is the usual POST; requests are never edited or deleted: approve and reject are
// custom methods (approveSongRequest, rejectSongRequest).
import { HttpError } from 'react-admin';
import type { SongRequest } from '@/api/types';
import { idOf, includesText, localList, searchOf, textOf, windowOf } from '../listWindow';
import type { ResourceOverrides } from './types';

const notSupported = () => new HttpError('app.errors.not_supported', 405, {});

export const songRequestsOverrides: ResourceOverrides<SongRequest> = (client, rest) => {
  const list = async (path: string, status?: string) =>
    (await client.request<SongRequest[]>(path, { query: { status } }, 'array')).data;

  return {
    async getList(params) {
      const win = windowOf(params, 'requested_at');
      const status = textOf(params.filter?.status);
      const artistId = idOf(params.filter?.artist_id);
      const search = searchOf(params.filter);
      const rows = artistId
        ? await list(`/song-requests/artist/${artistId}`)
        : await list('/song-requests', status);
      return localList(
        rows,
        win,
        (r) =>
          (!status || r.status === status) &&
          (!search || includesText(r.title, search) || includesText(r.artist_name, search)),
      );
    },
    async getOne(id) {
      try {
        return await rest.getOne(id);
      } catch (error) {
        if (!(error instanceof HttpError) || (error.status !== 404 && error.status !== 405)) {
          throw error;
        }
        const found = (await list('/song-requests')).find((r) => String(r.id) === String(id));
        if (!found) throw error;
        return found;
      }
    },
    update: () => Promise.reject(notSupported()),
    delete: () => Promise.reject(notSupported()),
  };
};
