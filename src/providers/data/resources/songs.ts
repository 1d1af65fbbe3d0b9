import type { ApiClient } from '../../../api/client';
import { renameFieldErrors } from '../../../api/errors';
import type { Song, SongCreate } from '../../../api/types';
import { toSongBody } from './catalogueBody';
import { catalogueList } from './catalogueList';
import { SONG_FIELDS, inverse } from './fieldNames';
import type { ResourceAdapter } from './types';

const RECORD_NAMES = inverse(SONG_FIELDS);
const withRecordFieldNames = (error: unknown): never => {
  throw renameFieldErrors(error, RECORD_NAMES);
};

export function songsAdapter(client: ApiClient): ResourceAdapter<Song> {
  return {
    getList: (params) => catalogueList<Song>(client, '/songs', params),
    async getOne(id) {
      return (await client.request<Song>(`/songs/${id}`, {}, 'object')).data;
    },
    async create(data) {
      const body = { isExplicit: false, ...toSongBody(data) } as SongCreate;
      const res = await client
        .request<Song>('/songs', { method: 'POST', json: body }, 'object')
        .catch(withRecordFieldNames);
      return res.data;
    },
    async update(id, data) {
      const { artistId: _artistId, ...body } = toSongBody(data);
      const res = await client
        .request<Song>(`/songs/${id}`, { method: 'PUT', json: body }, 'object')
        .catch(withRecordFieldNames);
      return res.data;
    },
    async delete(id) {
      await client.request(`/songs/${id}`, { method: 'DELETE' });
    },
  };
}
