// The page document may load nothing from outside (its CSP allows data: images only) and the
// artist's photos need the bearer token: their bytes come through the dataProvider and go into
// the document as data: URLs.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { mediaFileUrl } from '@/api/mediaUrls';
import type { LabelDataProvider } from '@/providers/data';

const CHUNK = 0x8000;

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/** The blob as a data: URL, or null when it is not an image. */
export async function imageDataUrlOf(blob: Blob): Promise<string | null> {
  const type = blob.type.split(';')[0].trim().toLowerCase();
  if (!/^image\/[a-z0-9.+-]+$/.test(type)) return null;
  // arrayBuffer rather than FileReader: it also reads a Blob from another realm (tests).
  return `data:${type};base64,${base64Of(new Uint8Array(await blob.arrayBuffer()))}`;
}

export interface ImageDataUrlState {
  /** The image, or null when there is none or it failed (a failed image is left out). */
  url: string | null;
  isPending: boolean;
}

export function useImageDataUrl(fileId: number | null | undefined): ImageDataUrlState {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const enabled = typeof fileId === 'number';
  const query = useQuery({
    queryKey: ['smart-link-image', fileId],
    queryFn: async ({ signal }) =>
      imageDataUrlOf(
        (await dataProvider.getMediaBlob(mediaFileUrl(fileId as number), { signal })).data,
      ),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { url: enabled ? (query.data ?? null) : null, isPending: enabled && query.isPending };
}
