// The upload dialog's rules as one pure function: the dialog disables Upload until they hold,
// and shows each message next to what it is about. Messages are i18n keys with arguments.
import type { MediaCategory, MediaFileType } from '../../api/types';
import { isCategoryOf, needsSubfolder } from './mediaCategories';
import { matchesFileType, type FileLike } from './mediaMime';

const MB = 1024 * 1024;

/**
 * Largest file per type, in MB. These are the demo API's limits (src/mocks/handlers/media);
 * checking them here saves uploading 200 MB only to be refused with a 413.
 */
export const MAX_UPLOAD_MB: Record<MediaFileType, number> = { photo: 20, video: 200, audio: 100 };

/** The API stores subfolder names of at most this many characters. */
export const MAX_SUBFOLDER_LENGTH = 255;

export interface UploadIssue {
  key: string;
  args?: Record<string, string | number>;
}

export interface UploadInput {
  fileType: MediaFileType;
  category: MediaCategory | '' | null;
  subfolder: string;
  /** The files still to upload. */
  files: readonly FileLike[];
}

export interface UploadValidation {
  valid: boolean;
  category: UploadIssue | null;
  subfolder: UploadIssue | null;
  /** About the set of files as a whole (none chosen). */
  files: UploadIssue | null;
  /** One entry per file of the input, in order: its problem or null. */
  perFile: (UploadIssue | null)[];
}

const issue = (name: string, args?: UploadIssue['args']): UploadIssue => ({
  key: `app.media.upload.errors.${name}`,
  ...(args ? { args } : {}),
});

function categoryIssue(input: UploadInput): UploadIssue | null {
  if (!input.category) return issue('category_required');
  if (!isCategoryOf(input.fileType, input.category)) return issue('category_mismatch');
  return null;
}

function subfolderIssue(input: UploadInput): UploadIssue | null {
  // Without a valid category it is not known yet whether a subfolder is needed.
  if (!input.category || !isCategoryOf(input.fileType, input.category)) return null;
  if (!needsSubfolder(input.category)) return null;
  const name = input.subfolder.trim();
  if (!name) return issue('subfolder_required');
  if (name.length > MAX_SUBFOLDER_LENGTH) {
    return issue('subfolder_too_long', { max: MAX_SUBFOLDER_LENGTH });
  }
  return null;
}

export function fileIssue(file: FileLike, fileType: MediaFileType): UploadIssue | null {
  if (!matchesFileType(file, fileType)) return issue(`not_${fileType}`);
  if (file.size > MAX_UPLOAD_MB[fileType] * MB) {
    return issue(`too_large_${fileType}`, { limit: MAX_UPLOAD_MB[fileType] });
  }
  return null;
}

export function validateUpload(input: UploadInput): UploadValidation {
  const category = categoryIssue(input);
  const subfolder = subfolderIssue(input);
  const files = input.files.length ? null : issue('files_required');
  const perFile = input.files.map((file) => fileIssue(file, input.fileType));
  return {
    valid: !category && !subfolder && !files && perFile.every((p) => p === null),
    category,
    subfolder,
    files,
    perFile,
  };
}
