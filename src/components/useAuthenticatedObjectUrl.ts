// Files under /media/serve need the bearer token, so an <img src> cannot load them directly:
// the bytes come through the dataProvider, and the page shows an object URL that is revoked
// when no component shows it any more.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { holdObjectUrl, objectUrlOf } from '../lib/objectUrls';
import { useAfterFirstPaint } from './AfterFirstPaint';
import type { LabelDataProvider } from '../providers/data';

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).size === 'number' &&
  typeof (value as Blob).arrayBuffer === 'function';

export type ObjectUrlState =
  | { status: 'idle' | 'loading'; url: null }
  | { status: 'ready'; url: string }
  | { status: 'error'; url: null };

export function useAuthenticatedObjectUrl(src: string | null | undefined): ObjectUrlState {
  const dataProvider = useDataProvider<LabelDataProvider>();
  // On a cold start the bytes are asked for once the page around them is on screen: ten
  // avatars' requests set off in the first render cost a list's rows about 5 ms (issue 41's
  // traces), and their skeletons hold the places meanwhile.
  const painted = useAfterFirstPaint();
  const query = useQuery({
    queryKey: ['media-blob', src],
    queryFn: async ({ signal }) =>
      (await dataProvider.getMediaBlob(src as string, { signal })).data,
    enabled: !!src && painted,
    staleTime: 5 * 60_000,
    retry: false,
  });
  // By shape, not instanceof: a Blob from another realm (a worker, a test runner) is a Blob too.
  const blob = isBlob(query.data) ? query.data : null;

  useEffect(() => (blob ? holdObjectUrl(blob) : undefined), [blob]);

  if (!src) return { status: 'idle', url: null };
  if (query.isError) return { status: 'error', url: null };
  if (blob) return { status: 'ready', url: objectUrlOf(blob) };
  return { status: 'loading', url: null };
}
