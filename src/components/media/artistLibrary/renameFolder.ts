import type { MediaCategory, MediaFile, MediaFileType } from '@/api/types';
import { subfolderOf } from '../mediaFolders';

export interface FolderRef {
  fileType: MediaFileType;
  category: MediaCategory;
  name: string;
}

/** A folder as the rename dialog opened it: its files then tell where it went since. */
export interface OpenedFolder extends FolderRef {
  fileIds: number[];
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

const sameKind = (file: MediaFile, folder: FolderRef) =>
  file.file_type === folder.fileType && file.category === folder.category;

/** A folder as the rename dialog opens it, from the files shown then. */
export const openedFolder = (files: readonly MediaFile[], folder: FolderRef): OpenedFolder => ({
  ...folder,
  fileIds: files
    .filter((file) => sameKind(file, folder) && subfolderOf(file) === folder.name)
    .map((file) => file.id),
});

/**
 * The folder's name now, from the files as read again (issue 37): its own while files still
 * bear it; else the name most of the files it held have now (a colleague renamed it); null when
 * none of them is left in its category (deleted, or moved away).
 */
export function currentFolderName(
  files: readonly MediaFile[],
  folder: OpenedFolder,
): string | null {
  const ofKind = files.filter((file) => sameKind(file, folder));
  if (ofKind.some((file) => subfolderOf(file) === folder.name)) return folder.name;
  const held = new Set(folder.fileIds);
  const counts = new Map<string, number>();
  for (const file of ofKind) {
    const name = subfolderOf(file);
    if (name !== null && held.has(file.id)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let current: string | null = null;
  for (const [name, count] of counts) {
    if (current === null || count > (counts.get(current) ?? 0)) current = name;
  }
  return current;
}
