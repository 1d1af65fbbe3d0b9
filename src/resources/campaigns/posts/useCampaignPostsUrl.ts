// What the posts view shows lives in the URL (?campaignId=, &postId=, &status=), so that a link
// to a campaign or one of its posts survives a reload and can be shared. The screen's own
// query parameters (its filters) are left as they are.
import { useCallback, useMemo } from 'react';
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

  const edit = useCallback(
    (change: (next: URLSearchParams) => void, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return useMemo(
    () => ({
      campaignId,
      postId,
      status,
      // Choosing a filter or a post replaces the history entry: Back leaves the view.
      setStatus: (value: PostStatus | undefined) =>
        edit((next) => (value ? next.set('status', value) : next.delete('status')), true),
      /** The link that opens a post, the rest of the URL kept. */
      postLink: (id: Identifier) => {
        const next = new URLSearchParams(params);
        next.set('postId', String(id));
        return `?${next.toString()}`;
      },
      openPost: (id: Identifier) => edit((next) => next.set('postId', String(id)), true),
      closePost: () => edit((next) => next.delete('postId'), true),
      close: () => edit((next) => VIEW_PARAMS.forEach((name) => next.delete(name)), false),
    }),
    [campaignId, postId, status, params, edit],
  );
}
