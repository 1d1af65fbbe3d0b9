import type { MediaCategory, MediaFile, MediaFileType } from '../../../api/types';
import { subfolderOf } from '../mediaFolders';

export interface FolderRef {
  fileType: MediaFileType;
  category: MediaCategory;
  name: string;
}

export interface RenamePlan {
  name: string;
  files: MediaFile[];
}

/**
 * What renaming a subfolder means: moving each of its files to the new name. Null when there
 * is nothing to do (spec 5: a rename to an empty or unchanged name is ignored).
 */
export function planRename(
  files: readonly MediaFile[],
  folder: FolderRef,
  newName: string,
): RenamePlan | null {
  const name = newName.trim();
  if (!name || name === folder.name) return null;
  return {
    name,
    files: files.filter(
      (file) =>
        file.file_type === folder.fileType &&
        file.category === folder.category &&
        subfolderOf(file) === folder.name,
    ),
  };
}
