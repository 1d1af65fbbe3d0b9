// Uploaded files: read from multipart bodies, checked, and stored as media rows whose bytes go
// to the blob store. Checks rely on the File's own fields, not on `instanceof File`, because
// under Node (component tests) the runtime's File is not the DOM one.
import type { MediaCategory, MediaFileType } from '@/api/types';
import { nextId } from '../../db/database';
import type { Database, MediaRow } from '../../db/schema';
import { putBlob } from '../../files/blobStore';
import { imageSize } from '../../files/imageSize';
import { nowIso } from '../../http';
import { MIME_BY_EXTENSION } from '@/api/mediaCatalog';
import * as clock from '@/lib/clock';

const MB = 1024 * 1024;

export const LIMITS: Record<MediaFileType, { bytes: number; message: string }> = {
  photo: { bytes: 20 * MB, message: 'Image file size must be less than 20MB' },
  video: { bytes: 200 * MB, message: 'Video file size must be less than 200MB' },
  audio: { bytes: 100 * MB, message: 'Audio file size must be less than 100MB' },
};

/** The File's MIME type, guessed from the extension when the browser left it empty. */
export function mimeOf(file: File): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

const TYPE_PREFIX: Record<MediaFileType, string> = {
  photo: 'image/',
  video: 'video/',
  audio: 'audio/',
};

export const matchesType = (file: File, type: MediaFileType): boolean =>
  mimeOf(file).startsWith(TYPE_PREFIX[type]);

/** The files of one multipart field; null when the body is not multipart at all. */
export async function formFiles(request: Request, field: string): Promise<File[] | null> {
  try {
    const form = await request.formData();
    return form.getAll(field).filter((value): value is File => typeof value !== 'string');
  } catch {
    return null;
  }
}

/** Seconds of a PCM WAV from its header, or null for anything else. */
function wavSeconds(bytes: Uint8Array): number | null {
  const text = (start: number) => String.fromCharCode(...bytes.subarray(start, start + 4));
  if (bytes.length < 44 || text(0) !== 'RIFF' || text(8) !== 'WAVE') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const byteRate = view.getUint32(28, true);
  return byteRate > 0 ? Math.round((view.getUint32(4, true) + 8 - 44) / byteRate) : null;
}

export interface Placement {
  fileType: MediaFileType;
  category: MediaCategory;
  subcategory: string | null;
  /** as sent by the client; otherwise read from a WAV header, else 0 */
  durationSeconds?: number;
}

export async function storeUpload(
  database: Database,
  artistId: number,
  file: File,
  placement: Placement,
): Promise<MediaRow> {
  const id = nextId('mediaFiles');
  const key = `media-${id}-${clock.now().toString(36)}`;
  const head = new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer());
  const size = placement.fileType === 'photo' ? imageSize(head) : null;
  const duration =
    placement.fileType === 'photo'
      ? null
      : (placement.durationSeconds ??
        (placement.fileType === 'audio' ? wavSeconds(head) : null) ??
        0);
  await putBlob(key, file);
  const row: MediaRow = {
    id,
    artist_id: artistId,
    file_type: placement.fileType,
    category: placement.category,
    subcategory: placement.subcategory,
    original_filename: file.name || `upload-${id}`,
    file_size: file.size,
    width: size?.width ?? null,
    height: size?.height ?? null,
    duration_seconds: duration,
    created_at: nowIso(),
    mime_type: mimeOf(file),
    source: { kind: 'stored', key },
  };
  database.mediaFiles.push(row);
  return row;
}
