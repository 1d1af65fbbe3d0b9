// A Facebook video's playable URL (GET .../facebook/video-source/{id}). When Facebook will not
// give it, the spec's toast says why and the video opens on Facebook instead (spec 9).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { LabelDataProvider } from '@/providers/data';
import { useToast } from '@/components/toasts/useToast';
import { safeHref } from '@/lib/safeUrl';

const KEYS = 'app.artists.facebook_post.video_errors';

export const videoErrorKey = (error: unknown): string => {
  const status = error instanceof HttpError ? error.status : 0;
  if (status === 403) return `${KEYS}.restricted`;
  if (status === 404) return `${KEYS}.not_found`;
  return `${KEYS}.unavailable`;
};

export function useFacebookVideoSource(
  artistId: number,
  videoId: string | null,
  facebookLink: string,
) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const query = useQuery({
    queryKey: ['facebook-video-source', artistId, videoId],
    queryFn: async () => (await dataProvider.getFacebookVideoSource(artistId, videoId ?? '')).data,
    enabled: !!videoId,
    retry: false,
    // Facebook's source URLs expire; a later opening asks again.
    gcTime: 0,
  });
  const fellBack = useRef<unknown>(null);
  // A source that is not a web address is never played: the video opens on Facebook instead.
  const source = safeHref(query.data?.source);
  const unplayable = query.isSuccess && !source;
  const failed = query.isError || !videoId || unplayable;
  const error = !videoId ? 'no-video-id' : unplayable ? 'unplayable-source' : query.error;

  useEffect(() => {
    if (!failed || fellBack.current === error) return;
    fellBack.current = error;
    toast.error(translate(videoErrorKey(error)));
    window.open(facebookLink, '_blank', 'noopener');
  }, [failed, error, facebookLink, toast, translate]);

  return {
    source,
    title: query.data?.title ?? null,
    failed,
    errorKey: failed ? videoErrorKey(error) : null,
  };
}
