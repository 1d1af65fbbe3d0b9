import type { ApiClient } from '../../../api/client';
import { renameFieldErrors } from '../../../api/errors';
import type { Album, AlbumCreate } from '../../../api/types';
import { toAlbumBody } from './catalogueBody';
import { catalogueList } from './catalogueList';
import { ALBUM_FIELDS, inverse } from './fieldNames';
import type { ResourceAdapter } from './types';

const RECORD_NAMES = inverse(ALBUM_FIELDS);
const withRecordFieldNames = (error: unknown): never => {
  throw renameFieldErrors(error, RECORD_NAMES);
};

export function albumsAdapter(client: ApiClient): ResourceAdapter<Album> {
  return {
    getList: (params) => catalogueList<Album>(client, '/albums', params),
    async getOne(id) {
      return (await client.request<Album>(`/albums/${id}`, {}, 'object')).data;
    },
    async create(data) {
      const body = { albumType: 'single', status: 'draft', ...toAlbumBody(data) } as AlbumCreate;
      const res = await client
        .request<Album>('/albums', { method: 'POST', json: body }, 'object')
        .catch(withRecordFieldNames);
      return res.data;
    },
    async update(id, data) {
      const res = await client
        .request<Album>(`/albums/${id}`, { method: 'PUT', json: toAlbumBody(data) }, 'object')
        .catch(withRecordFieldNames);
      return res.data;
    },
    async delete(id) {
      await client.request(`/albums/${id}`, { method: 'DELETE' });
    },
  };
}
