import { DEMO_CLIP_BASE64 } from './assets/demoClip';

/** What every seeded video row records; the rows must match the bytes actually served. */
export const DEMO_CLIP = {
  mimeType: 'video/webm',
  width: 160,
  height: 90,
  durationSeconds: 2,
  byteLength: 20755,
} as const;

let decoded: Uint8Array<ArrayBuffer> | null = null;

export function demoClipBytes(): Uint8Array<ArrayBuffer> {
  if (!decoded) {
    const binary = atob(DEMO_CLIP_BASE64);
    decoded = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) decoded[i] = binary.charCodeAt(i);
  }
  // A copy, so that no consumer can alter what the next request gets.
  return decoded.slice();
}
