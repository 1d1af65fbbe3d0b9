import { describe, expect, it } from 'vitest';
import type { MediaFile } from '@/api/types';
import { currentFolderName, openedFolder, planRename } from './renameFolder';

const file = (id: number, over: Partial<MediaFile>): MediaFile => ({
  id,
  file_type: 'photo',
  category: 'behind-scenes',
  subcategory: 'Studio-2025',
  original_filename: `file-${id}.png`,
  file_size: 10,
  width: 1,
  height: 1,
  duration_seconds: null,
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});

const files = [
  file(1, {}),
  file(2, {}),
  file(3, { subcategory: 'Studio-2024' }),
  // Same category and folder name, but a video: another folder.
  file(4, { file_type: 'video' }),
  file(5, { category: 'press-kit' }),
];
const folder = { fileType: 'photo', category: 'behind-scenes', name: 'Studio-2025' } as const;

describe('planRename', () => {
  it('is nothing to do for an empty, blank or unchanged name', () => {
    expect(planRename(files, folder, '')).toBeNull();
    expect(planRename(files, folder, '   ')).toBeNull();
    expect(planRename(files, folder, 'Studio-2025')).toBeNull();
    expect(planRename(files, folder, '  Studio-2025 ')).toBeNull();
  });

  it("moves every file of the folder, and only the folder's, to the trimmed name", () => {
    expect(planRename(files, folder, ' Studio-sessions ')).toEqual({
      name: 'Studio-sessions',
      files: [files[0], files[1]],
    });
  });
});

describe('currentFolderName', () => {
  const opened = openedFolder(files, folder);

  it('is its own name while files still bear it', () => {
    expect(opened.fileIds).toEqual([1, 2]);
    expect(currentFolderName([files[0]!, file(9, { subcategory: 'Other' })], opened)).toBe(
      'Studio-2025',
    );
  });

  it('is the name its files now bear once a colleague renamed it', () => {
    const renamed = files.map((f) =>
      f.subcategory === 'Studio-2025' && f.file_type === 'photo' && f.category === 'behind-scenes'
        ? { ...f, subcategory: 'Their-name' }
        : f,
    );
    expect(currentFolderName(renamed, opened)).toBe('Their-name');
  });

  it('is null once none of its files is left in its category', () => {
    expect(currentFolderName(files.slice(2), opened)).toBeNull();
    expect(
      currentFolderName(
        files.map((f) => (f.id <= 2 ? { ...f, category: 'press-kit' as const } : f)),
        opened,
      ),
    ).toBeNull();
  });
});
