import { useCallback } from 'react';
import type { MediaFile } from '@/api/types';
import { formatDuration } from '@/lib/duration';
import { useFormatFileSize } from '../fileSize';

/**
 * "3.6 MB · 3:34": size, and duration for audio and video when it is known (the API stores
 * 0 when it could not be read, which is not a length worth showing).
 */
export function useFileCaption(): (file: MediaFile) => string {
  const formatSize = useFormatFileSize();
  return useCallback(
    (file) => {
      const parts = [formatSize(file.file_size)];
      if (file.file_type !== 'photo' && file.duration_seconds) {
        parts.push(formatDuration(file.duration_seconds));
      }
      return parts.join(' · ');
    },
    [formatSize],
  );
}
