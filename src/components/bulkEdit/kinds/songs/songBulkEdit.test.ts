import { describe, expect, it } from 'vitest';
import { NO_SONG_CHOICE } from './songBulkChoice';
import { editTags, songBulkEdit, splitTags } from './songBulkEdit';

describe('genre tags, a comma-separated string', () => {
  it('splits on commas, trimmed, empty parts dropped', () => {
    expect(splitTags(' dream pop,, shoegaze ,')).toEqual(['dream pop', 'shoegaze']);
    expect(splitTags(null)).toEqual([]);
  });

  it('adds tags not there yet and removes tags in any case', () => {
    expect(editTags('Dream pop, shoegaze', ['dream pop', 'lo-fi'], ['SHOEGAZE'])).toBe(
      'Dream pop, lo-fi',
    );
    expect(editTags('shoegaze', [], ['Shoegaze'])).toBeNull();
    expect(editTags(null, ['lo-fi'], [])).toBe('lo-fi');
  });
});

describe('the songs’ bulk edit choice', () => {
  const on = { ...NO_SONG_CHOICE, mood: { on: true, value: '  calm ' } };

  it('asks for a field to be ticked, and for tags when tags are ticked', () => {
    expect(songBulkEdit.describe(NO_SONG_CHOICE, 'en')).toEqual({
      error: { key: 'app.bulk_edit.nothing_chosen' },
    });
    const tags = { ...NO_SONG_CHOICE, tags: { on: true, add: ' , ', remove: '' } };
    expect(songBulkEdit.describe(tags, 'en')).toEqual({
      error: { key: 'app.bulk_edit.songs.tags_empty' },
    });
  });

  it('describes and edits only the ticked fields, the mood trimmed or cleared', () => {
    expect(songBulkEdit.describe(on, 'en')).toEqual({
      lines: [{ key: 'app.bulk_edit.songs.set_mood', args: { value: 'calm' } }],
    });
    const song = { id: 1, mood: 'dark', is_explicit: true, genre_tags: 'lo-fi' };
    const edit = (choice: typeof on) => songBulkEdit.edit(choice)(song as never);
    expect(edit(on)).toEqual({ mood: 'calm' });
    expect(edit({ ...on, mood: { on: true, value: ' ' } })).toEqual({ mood: null });
    expect(
      edit({
        ...NO_SONG_CHOICE,
        explicit: { on: true, value: false },
        tags: { on: true, add: 'jazz', remove: 'lo-fi' },
      }),
    ).toEqual({ is_explicit: false, genre_tags: 'jazz' });
  });
});
