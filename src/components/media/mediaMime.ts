// Browsers leave File.type empty for extensions the OS does not know (often .flac or .m4a on
// some systems), so the extension stands in; the demo API guesses the same way.
import type { MediaFileType } from '../../api/types';

const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

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
  return BY_EXTENSION[extension] ?? '';
}

export const matchesFileType = (file: Pick<FileLike, 'name' | 'type'>, fileType: MediaFileType) =>
  mimeTypeOf(file).startsWith(TYPE_PREFIX[fileType]);

/** The file input's accept attribute for a type. */
export const acceptOf = (fileType: MediaFileType): string => `${TYPE_PREFIX[fileType]}*`;
