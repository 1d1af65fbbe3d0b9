import { MEDIA_CATEGORIES } from '@/api/mediaCatalog';
import type { MediaCategory, MediaFileType } from '@/api/types';

export {
  MEDIA_FILE_TYPES as FILE_TYPES,
  MEDIA_CATEGORIES as CATEGORIES,
  NO_SUBFOLDER_CATEGORY as NO_SUBFOLDER,
} from '@/api/mediaCatalog';

export function categoryOf(type: MediaFileType, value: string): MediaCategory | undefined {
  const list: readonly MediaCategory[] = MEDIA_CATEGORIES[type];
  return list.find((c) => c === value);
}
