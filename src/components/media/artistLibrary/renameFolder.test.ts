import { describe, expect, it } from 'vitest';
import type { MediaFile } from '../../../api/types';
import { planRename } from './renameFolder';

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
