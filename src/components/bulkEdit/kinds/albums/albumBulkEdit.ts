// The albums' choices in the shared bulk edit: album type and catalogue status. Both are fields
// of AlbumUpdate (PUT /albums/{id}, absent fields left unchanged); only the list's status
// filter is an extension, which the list already copes without.
import { lazy } from 'react';
import type { Album } from '@/api/types';
import type { BulkEditConfig, Message } from '../../types';
import { catalogueStatusKey } from '@/components/catalogue/catalogueStatus';
import { NO_ALBUM_CHOICE, type AlbumBulkChoice } from './albumBulkChoice';

const T = 'app.bulk_edit.albums';

function describe(choice: AlbumBulkChoice): { lines: Message[] } | { error: Message } {
  const { type, status } = choice;
  if (!type.on && !status.on) return { error: { key: 'app.bulk_edit.nothing_chosen' } };
  const lines: Message[] = [];
  if (type.on) {
    const name = {
      key: `app.catalogue.album_type.${type.value}`,
      args: { _: type.label ?? type.value },
    };
    lines.push({ key: `${T}.set_type`, args: { value: name } });
  }
  if (status.on) {
    lines.push({
      key: `${T}.set_status`,
      args: { value: { key: catalogueStatusKey(status.value) } },
    });
  }
  return { lines };
}

// The record's names (album_type, status): the data layer turns them into AlbumUpdate's.
const edit =
  ({ type, status }: AlbumBulkChoice) =>
  () => {
    const values: Record<string, unknown> = {};
    if (type.on) values.album_type = type.value;
    if (status.on) values.status = status.value;
    return values;
  };

export const albumBulkEdit: BulkEditConfig<Album, AlbumBulkChoice> = {
  resource: 'albums',
  initial: NO_ALBUM_CHOICE,
  // Loaded when the dialog first opens: the list's first rows do not wait for it.
  Fields: lazy(() =>
    import('./AlbumBulkFields').then((module) => ({ default: module.AlbumBulkFields })),
  ),
  describe,
  edit,
  labelOf: (album) => album.title,
  summaryOn: `${T}.summary_on`,
};
