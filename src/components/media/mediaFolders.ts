// The library's folders are not stored anywhere: they are the distinct category and
// subcategory values of the artist's files, so they are derived here from the file list.
import type { MediaCategory, MediaFile, MediaFileType } from '../../api/types';

/** Where a library view stands: the type's root, a category, or a subfolder of it. */
export interface MediaPath {
  category: MediaCategory | null;
  subfolder: string | null;
}

export const ROOT: MediaPath = { category: null, subfolder: null };

export interface FolderSummary<Name extends string = string> {
  name: Name;
  count: number;
}

const time = (file: MediaFile) => Date.parse(file.created_at) || 0;

/** Newest first; the id breaks ties so the order is stable. */
export const newestFirst = (a: MediaFile, b: MediaFile): number => time(b) - time(a) || b.id - a.id;

export const sortNewestFirst = (files: readonly MediaFile[]): MediaFile[] =>
  [...files].sort(newestFirst);

/** A file's subfolder, or null for a file kept directly in its category (SmartLinks). */
export const subfolderOf = (file: MediaFile): string | null => file.subcategory?.trim() || null;

/** Every category of the list, each with the number of files of `fileType` it holds. */
export function categoryFolders(
  files: readonly MediaFile[],
  fileType: MediaFileType,
  categories: readonly MediaCategory[],
): FolderSummary<MediaCategory>[] {
  return categories.map((name) => ({
    name,
    count: files.filter((f) => f.file_type === fileType && f.category === name).length,
  }));
}

/** The subfolders of a category, by name, with their file counts. */
export function subfolders(
  files: readonly MediaFile[],
  fileType: MediaFileType,
  category: MediaCategory,
): FolderSummary[] {
  const counts = new Map<string, number>();
  for (const file of files) {
    const name = subfolderOf(file);
    if (file.file_type !== fileType || file.category !== category || !name) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

/** The files directly in a folder (subfolder null: loose in the category), newest first. */
export function filesIn(
  files: readonly MediaFile[],
  fileType: MediaFileType,
  category: MediaCategory,
  subfolder: string | null,
): MediaFile[] {
  return sortNewestFirst(
    files.filter(
      (f) => f.file_type === fileType && f.category === category && subfolderOf(f) === subfolder,
    ),
  );
}
