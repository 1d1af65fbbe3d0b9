// Songs: a list whose extensions a server may ignore (catalogueList.ts), and camelCase
// create/update bodies whose field errors come back under the record's snake_case names.
import type { Song, SongCreate } from '@/api/types';
import { toSongBody } from './catalogueBody';
import { catalogueList } from './catalogueList';
import { SONG_FIELDS, withRecordFieldNames } from './fieldNames';
import type { ResourceOverrides } from './types';

const recordNames = withRecordFieldNames(SONG_FIELDS);

export const songsOverrides: ResourceOverrides<Song> = (client, rest) => ({
  getList: (params) => catalogueList<Song>(client, '/songs', params),
  create: (data) =>
    rest.create({ isExplicit: false, ...toSongBody(data) } as SongCreate).catch(recordNames),
  update: (id, data) => {
    // Editing never moves a song to another artist: artistId is not sent.
    const { artistId: _artistId, ...body } = toSongBody(data);
    return rest.update(id, body).catch(recordNames);
  },
});
