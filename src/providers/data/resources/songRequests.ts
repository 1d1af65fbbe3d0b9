// Song requests: GET /song-requests (optional status) answers the whole list; one request is
// GET /song-requests/{id}, an extension, so a server without it is answered from the list.
// Approve and reject are custom methods (approveSongRequest, rejectSongRequest).
import { HttpError } from 'react-admin';
import type { ApiClient } from '../../../api/client';
import type { SongRequest, SongRequestCreate } from '../../../api/types';
import { idOf, includesText, localList, searchOf, textOf, windowOf } from '../listWindow';
import type { ResourceAdapter } from './types';

const notSupported = () => new HttpError('app.errors.not_supported', 405, {});

export function songRequestsAdapter(client: ApiClient): ResourceAdapter<SongRequest> {
  const list = async (status?: string) =>
    (await client.request<SongRequest[]>('/song-requests', { query: { status } }, 'array')).data;

  return {
    async getList(params) {
      const win = windowOf(params, 'requested_at');
      const status = textOf(params.filter?.status);
      const artistId = idOf(params.filter?.artist_id);
      const search = searchOf(params.filter);
      const rows = artistId
        ? (await client.request<SongRequest[]>(`/song-requests/artist/${artistId}`, {}, 'array'))
            .data
        : await list(status);
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
        return (await client.request<SongRequest>(`/song-requests/${id}`, {}, 'object')).data;
      } catch (error) {
        if (!(error instanceof HttpError) || (error.status !== 404 && error.status !== 405)) {
          throw error;
        }
        const found = (await list()).find((r) => String(r.id) === String(id));
        if (!found) throw error;
        return found;
      }
    },
    async create(data) {
      return (
        await client.request<SongRequest>(
          '/song-requests',
          { method: 'POST', json: data as unknown as SongRequestCreate },
          'object',
        )
      ).data;
    },
    update: () => Promise.reject(notSupported()),
    delete: () => Promise.reject(notSupported()),
  };
}
