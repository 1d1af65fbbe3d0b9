// A local file's size, length and dimensions, read in the browser before anything is uploaded,
// so the platform's limits (spec 9) are checked first. What cannot be read is left unchecked.
import { readMediaDuration } from '@/components/media/readMediaDuration';
import { kindOfMime, type MediaFacts } from '@/components/promotion/platformRules';

const TIMEOUT_MS = 5_000;

function readDimensions(
  file: File,
  kind: 'image' | 'video',
): Promise<{ width?: number; height?: number }> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    let settled = false;
    const finish = (width = 0, height = 0) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(width > 0 && height > 0 ? { width, height } : {});
    };
    const timer = setTimeout(() => finish(), TIMEOUT_MS);
    if (kind === 'image') {
      const image = new Image();
      image.onload = () => finish(image.naturalWidth, image.naturalHeight);
      image.onerror = () => finish();
      image.src = url;
    } else {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.onloadedmetadata = () => finish(video.videoWidth, video.videoHeight);
      video.onerror = () => finish();
      video.src = url;
    }
  });
}

/** The facts of a local file, or null when it is neither an image nor a video. */
export async function readMediaFacts(file: File): Promise<MediaFacts | null> {
  const kind = kindOfMime(file.type);
  if (!kind) return null;
  const [dimensions, seconds] = await Promise.all([
    readDimensions(file, kind),
    kind === 'video' ? readMediaDuration(file, 'video') : Promise.resolve(0),
  ]);
  return { kind, bytes: file.size, ...dimensions, ...(seconds > 0 ? { seconds } : {}) };
}
