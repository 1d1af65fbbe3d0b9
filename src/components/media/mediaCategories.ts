// The library's folder tree (spec 3): each file type has fixed category folders.
import type { MediaCategory, MediaFileType } from '../../api/types';
import { MEDIA_CATEGORIES, NO_SUBFOLDER_CATEGORY } from '../../api/mediaCatalog';

export { MEDIA_CATEGORIES, MEDIA_FILE_TYPES, NO_SUBFOLDER_CATEGORY } from '../../api/mediaCatalog';

export const categoriesOf = (fileType: MediaFileType): readonly MediaCategory[] =>
  MEDIA_CATEGORIES[fileType];

export const isCategoryOf = (fileType: MediaFileType, category: string): boolean =>
  categoriesOf(fileType).some((c) => c === category);

export const needsSubfolder = (category: MediaCategory): boolean =>
  category !== NO_SUBFOLDER_CATEGORY;

/** i18n keys of the names shown for types and categories. */
export const typeLabelKey = (fileType: MediaFileType) => `app.media.types.${fileType}`;
export const categoryLabelKey = (category: MediaCategory) => `app.media.categories.${category}`;
