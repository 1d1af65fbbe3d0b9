// Browsers leave File.type empty for extensions the OS does not know (often .flac or .m4a on
// some systems), so the extension stands in; the demo API guesses the same way.
import { MIME_BY_EXTENSION } from '../../api/mediaCatalog';
import type { MediaFileType } from '../../api/types';

const TYPE_PREFIX: Record<MediaFileType, string> = {
  photo: 'image/',
  video: 'video/',
  audio: 'audio/',
};

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** The file's MIME type, guessed from its extension when the browser gave none. */
export function mimeTypeOf(file: Pick<FileLike, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[extension] ?? '';
}

export const matchesFileType = (file: Pick<FileLike, 'name' | 'type'>, fileType: MediaFileType) =>
  mimeTypeOf(file).startsWith(TYPE_PREFIX[fileType]);

/** The file input's accept attribute for a type. */
export const acceptOf = (fileType: MediaFileType): string => `${TYPE_PREFIX[fileType]}*`;
