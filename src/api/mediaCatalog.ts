// The media library's fixed folders per file type (contract: PhotoCategory, VideoCategory,
// AudioCategory) and the MIME types of the usual file extensions. One list for the screens and
// for the demo API, which checks uploads the way the real API does.
import type {
  AudioCategory,
  MediaCategory,
  MediaFileType,
  PhotoCategory,
  VideoCategory,
} from './types';

export const MEDIA_FILE_TYPES: readonly MediaFileType[] = ['photo', 'video', 'audio'];

export const MEDIA_CATEGORIES: {
  photo: readonly PhotoCategory[];
  video: readonly VideoCategory[];
  audio: readonly AudioCategory[];
} = {
  photo: [
    'album-covers',
    'profile-photos',
    'promotional',
    'shooting',
    'live-performance',
    'behind-scenes',
    'press-kit',
    'SmartLinks',
  ],
  video: [
    'music-videos',
    'behind-scenes',
    'live-performance',
    'interviews',
    'social-media',
    'promotional',
  ],
  audio: ['master-recordings', 'demos', 'instrumentals', 'acapellas', 'remixes', 'samples'],
};

/** The one category whose files sit directly in it, without a project or session subfolder. */
export const NO_SUBFOLDER_CATEGORY: MediaCategory = 'SmartLinks';

/** Browsers leave File.type empty for extensions the OS does not know: these stand in. */
export const MIME_BY_EXTENSION: Record<string, string> = {
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
