// Albums: a list whose extensions a server may ignore (catalogueList.ts), and camelCase
// create/update bodies whose field errors come back under the record's snake_case names.
import type { Album, AlbumCreate } from '@/api/types';
import { toAlbumBody } from './catalogueBody';
import { catalogueList } from './catalogueList';
import { ALBUM_FIELDS, withRecordFieldNames } from './fieldNames';
import type { ResourceOverrides } from './types';

const recordNames = withRecordFieldNames(ALBUM_FIELDS);

export const albumsOverrides: ResourceOverrides<Album> = (client, rest) => ({
  getList: (params) => catalogueList<Album>(client, '/albums', params),
  create: (data) =>
    rest
      .create({ albumType: 'single', status: 'draft', ...toAlbumBody(data) } as AlbumCreate)
      .catch(recordNames),
  update: (id, data) => rest.update(id, toAlbumBody(data)).catch(recordNames),
});
