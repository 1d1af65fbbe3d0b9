// The library's folder tree (spec 3): each file type has fixed category folders. The API checks
// the same lists; they are repeated here because demo-only code never ships with a real API.
import type {
  AudioCategory,
  MediaCategory,
  MediaFileType,
  PhotoCategory,
  VideoCategory,
} from '../../api/types';

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

export const categoriesOf = (fileType: MediaFileType): readonly MediaCategory[] =>
  MEDIA_CATEGORIES[fileType];

export const isCategoryOf = (fileType: MediaFileType, category: string): boolean =>
  categoriesOf(fileType).some((c) => c === category);

export const needsSubfolder = (category: MediaCategory): boolean =>
  category !== NO_SUBFOLDER_CATEGORY;

/** i18n keys of the names shown for types and categories. */
export const typeLabelKey = (fileType: MediaFileType) => `app.media.types.${fileType}`;
export const categoryLabelKey = (category: MediaCategory) => `app.media.categories.${category}`;
