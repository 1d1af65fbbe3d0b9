import { describe, expect, it } from 'vitest';
import type { MediaFile } from '../../api/types';
import { categoryFolders, filesIn, sortNewestFirst, subfolders } from './mediaFolders';

let nextId = 1;
const file = (over: Partial<MediaFile>): MediaFile => ({
  id: nextId++,
  file_type: 'photo',
  category: 'album-covers',
  subcategory: 'Lumieres-EP',
  original_filename: 'cover.png',
  file_size: 1000,
  width: 240,
  height: 240,
  duration_seconds: null,
  created_at: '2025-01-01T10:00:00Z',
  ...over,
});

describe('media folders', () => {
  const older = file({ created_at: '2024-05-01T10:00:00Z' });
  const newer = file({ created_at: '2025-03-01T10:00:00Z' });
  const single = file({ subcategory: 'Singles-2024' });
  const link = file({ category: 'SmartLinks', subcategory: null });
  const track = file({ file_type: 'audio', category: 'demos', subcategory: 'Demos-2025' });
  const all = [older, single, link, newer, track];

  it('counts the files of each category of the type, empty ones included', () => {
    expect(categoryFolders(all, 'photo', ['album-covers', 'SmartLinks', 'press-kit'])).toEqual([
      { name: 'album-covers', count: 3 },
      { name: 'SmartLinks', count: 1 },
      { name: 'press-kit', count: 0 },
    ]);
  });

  it('lists the subfolders of a category by name, with counts', () => {
    expect(subfolders(all, 'photo', 'album-covers')).toEqual([
      { name: 'Lumieres-EP', count: 2 },
      { name: 'Singles-2024', count: 1 },
    ]);
    expect(subfolders(all, 'photo', 'SmartLinks')).toEqual([]);
  });

  it('lists the files of a folder newest first, and loose files of a category', () => {
    expect(filesIn(all, 'photo', 'album-covers', 'Lumieres-EP')).toEqual([newer, older]);
    expect(filesIn(all, 'photo', 'SmartLinks', null)).toEqual([link]);
    expect(filesIn(all, 'audio', 'demos', 'Demos-2025')).toEqual([track]);
  });

  it('orders files of the same time by id, newest id first', () => {
    const a = file({ created_at: '2025-01-01T00:00:00Z' });
    const b = file({ created_at: '2025-01-01T00:00:00Z' });
    expect(sortNewestFirst([a, b])).toEqual([b, a]);
  });
});
