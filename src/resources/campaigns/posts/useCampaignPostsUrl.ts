// What the posts view shows lives in the URL (?campaignId=, &postId=, &status=), so that a link
// to a campaign or one of its posts survives a reload and can be shared. The screen's own
// query parameters (its filters) are left as they are.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { PostStatus } from '../../../api/types';
import { isPostStatus } from './postStatus';

const VIEW_PARAMS = ['campaignId', 'postId', 'status', 'view'] as const;

export function useCampaignPostsUrl() {
  const [params, setParams] = useSearchParams();
  const campaignId = params.get('campaignId') || null;
  const postId = params.get('postId') || null;
  const requested = params.get('status');
  const status: PostStatus | undefined = isPostStatus(requested) ? requested : undefined;

  // react-router's setter is new at every URL change (it closes over the current query): the
  // latest one is kept in a ref, so that the callbacks below stay the same objects.
  const latestSetParams = useRef(setParams);
  useLayoutEffect(() => {
    latestSetParams.current = setParams;
  }, [setParams]);
  const edit = useCallback(
    (change: (next: URLSearchParams) => void, replace: boolean) =>
      latestSetParams.current(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace },
      ),
    [],
  );

  // Kept from one render to the next (they read the URL when called): the table is memoised
  // and must not render again because the URL changed.
  const setStatus = useCallback(
    (value: PostStatus | undefined) =>
      edit((next) => (value ? next.set('status', value) : next.delete('status')), true),
    [edit],
  );
  const openPost = useCallback(
    (id: Identifier) => edit((next) => next.set('postId', String(id)), true),
    [edit],
  );
  const closePost = useCallback(() => edit((next) => next.delete('postId'), true), [edit]);
  const close = useCallback(
    () => edit((next) => VIEW_PARAMS.forEach((name) => next.delete(name)), false),
    [edit],
  );
  const postLink = useCallback(
    (id: Identifier) => {
      const next = new URLSearchParams(params);
      next.set('postId', String(id));
      return `?${next.toString()}`;
    },
    [params],
  );

  return useMemo(
    () => ({
      campaignId,
      postId,
      status,
      // Choosing a filter or a post replaces the history entry: Back leaves the view.
      setStatus,
      /** The link that opens a post, the rest of the URL kept. */
      postLink,
      openPost,
      closePost,
      close,
    }),
    [campaignId, postId, status, setStatus, postLink, openPost, closePost, close],
  );
}
