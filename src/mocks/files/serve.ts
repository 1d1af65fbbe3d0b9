// The bytes behind a media row: seeded rows are drawn from their recipe on request (nothing is
// stored), uploaded rows come back from the blob store.
import type { MediaRow } from '../db/schema';
import { getBlob } from './blobStore';
import { encodePng, type ArtworkStyle } from './png';
import { DEMO_CLIP, demoClipBytes } from './video';
import { encodeWav } from './wav';

export interface FileBytes {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export const GENERATED_MIME = {
  photo: 'image/png',
  audio: 'audio/wav',
  video: DEMO_CLIP.mimeType,
} as const;

export function artworkStyle(category: string): ArtworkStyle {
  if (category === 'album-covers') return 'cover';
  if (category === 'profile-photos' || category === 'press-kit') return 'portrait';
  return 'scene';
}

function generated(row: MediaRow, seed: number): Uint8Array<ArrayBuffer> {
  switch (row.file_type) {
    case 'photo':
      return encodePng(row.width ?? 160, row.height ?? 160, seed, artworkStyle(row.category));
    case 'audio':
      return encodeWav(seed, row.duration_seconds ?? 4);
    case 'video':
      return demoClipBytes();
  }
}

/** The file's bytes and Content-Type, or null when an uploaded file's bytes are gone. */
export async function fileBytes(row: MediaRow): Promise<FileBytes | null> {
  if (row.source.kind === 'generated') {
    return { bytes: generated(row, row.source.seed), contentType: row.mime_type };
  }
  const blob = await getBlob(row.source.key);
  if (!blob) return null;
  return {
    bytes: new Uint8Array(await blob.arrayBuffer()),
    contentType: row.mime_type || blob.type || 'application/octet-stream',
  };
}
