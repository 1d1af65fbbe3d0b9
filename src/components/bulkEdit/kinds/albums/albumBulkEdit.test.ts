import { describe, expect, it } from 'vitest';
import type { Album } from '@/api/types';
import { NO_ALBUM_CHOICE } from './albumBulkChoice';
import { albumBulkEdit } from './albumBulkEdit';

const album = { id: 4, title: 'Lumières', album_type: 'single', status: 'draft' } as Album;

describe('the albums’ bulk edit choice', () => {
  it('asks for a field to be ticked', () => {
    expect(albumBulkEdit.describe(NO_ALBUM_CHOICE, 'en')).toEqual({
      error: { key: 'app.bulk_edit.nothing_chosen' },
    });
  });

  it('describes the type by its name, the server’s label as the fallback, and the status', () => {
    const choice = {
      type: { on: true, value: 'mixtape', label: 'Mixtape' },
      status: { on: true, value: 'archived' as const },
    };
    expect(albumBulkEdit.describe(choice, 'en')).toEqual({
      lines: [
        {
          key: 'app.bulk_edit.albums.set_type',
          args: { value: { key: 'app.catalogue.album_type.mixtape', args: { _: 'Mixtape' } } },
        },
        {
          key: 'app.bulk_edit.albums.set_status',
          args: { value: { key: 'app.catalogue.status.archived' } },
        },
      ],
    });
  });

  it('edits only the ticked fields, by the record’s names', () => {
    const typeOnly = { ...NO_ALBUM_CHOICE, type: { on: true, value: 'lp' } };
    expect(albumBulkEdit.edit(typeOnly)(album)).toEqual({ album_type: 'lp' });
    const statusOnly = { ...NO_ALBUM_CHOICE, status: { on: true, value: 'published' as const } };
    expect(albumBulkEdit.edit(statusOnly)(album)).toEqual({ status: 'published' });
  });
});
