import type {
  AudioCategory,
  MediaCategory,
  MediaFileType,
  PhotoCategory,
  VideoCategory,
} from '../../../api/types';

export const FILE_TYPES: readonly MediaFileType[] = ['photo', 'video', 'audio'];

export const CATEGORIES: {
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

/** The only category whose files sit at the top level, without a subfolder. */
export const NO_SUBFOLDER: MediaCategory = 'SmartLinks';

export function categoryOf(type: MediaFileType, value: string): MediaCategory | undefined {
  const list: readonly MediaCategory[] = CATEGORIES[type];
  return list.find((c) => c === value);
}
