// What the posts view shows lives in the URL (?campaignId=, &postId=, &status=, &view=), so that
// a link to a campaign or one of its posts survives a reload and can be shared. The screen's own
// query parameters (its filters) are left as they are.
import { useCallback, useLayoutEffect, useMemo, useOptimistic, useRef, useTransition } from 'react';
import type { Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { PostStatus } from '@/api/types';
import { isPostStatus } from './postStatus';

const VIEW_PARAMS = ['campaignId', 'postId', 'status', 'view'] as const;

export type PostsViewMode = 'table' | 'calendar';

/** The view's choices: the open post, the status tab, table or calendar. */
export interface PostsViewChoice {
  postId: string | null;
  status: PostStatus | undefined;
  view: PostsViewMode;
}

/** One choice, as the change it makes to the query. */
type ParamsChange = (next: URLSearchParams) => void;

const merge = (current: PostsViewChoice, change: Partial<PostsViewChoice>) => ({
  ...current,
  ...change,
});

export function useCampaignPostsUrl() {
  const [params, setParams] = useSearchParams();
  const campaignId = params.get('campaignId') || null;
  const postId = params.get('postId') || null;
  const requested = params.get('status');
  const status: PostStatus | undefined = isPostStatus(requested) ? requested : undefined;
  const view: PostsViewMode = params.get('view') === 'calendar' ? 'calendar' : 'table';

  // A change of the URL renders the whole app again (every screen part that follows the location),
  // and the app's router commits navigations at once (src/startApp.tsx). The view's own choices are
  // made in a transition instead: the control the user touched (a tab, the view switch, the open
  // row) answers at once through the optimistic choice, and the rest follows without holding the
  // next frame.
  const [pending, startChoice] = useTransition();
  const inUrl = useMemo(() => ({ postId, status, view }), [postId, status, view]);
  const [chosen, choose] = useOptimistic(inUrl, merge);

  // react-router's setter is new at every URL change (it closes over the current query): the
  // latest one is kept in a ref, so that the callbacks below stay the same objects.
  const latestSetParams = useRef(setParams);
  // The query it closes over is the one last rendered: a choice made while another is still on
  // its way (a tab chosen while the calendar's code downloads) would be written over that one
  // and undo it. So every choice not yet in the URL is applied again, in order, with the new one.
  // A choice is dropped once the URL shows it, or once another campaign (or none) is shown.
  const onTheirWay = useRef<Array<{ campaignId: string | null; change: ParamsChange }>>([]);
  const shownCampaign = useRef(campaignId);
  useLayoutEffect(() => {
    latestSetParams.current = setParams;
    shownCampaign.current = campaignId;
    const shown = params.toString();
    onTheirWay.current = onTheirWay.current.filter((choice) => {
      if (choice.campaignId !== campaignId) return false;
      const next = new URLSearchParams(params);
      choice.change(next);
      return next.toString() !== shown;
    });
  }, [setParams, params, campaignId]);
  const edit = useCallback((change: ParamsChange, replace: boolean) => {
    onTheirWay.current = [...onTheirWay.current, { campaignId: shownCampaign.current, change }];
    latestSetParams.current(
      (current) => {
        const next = new URLSearchParams(current);
        onTheirWay.current.forEach((choice) => choice.change(next));
        return next;
      },
      { replace },
    );
  }, []);
  const editChoice = useCallback(
    (choice: Partial<PostsViewChoice>, change: (next: URLSearchParams) => void) =>
      startChoice(() => {
        choose(choice);
        edit(change, true);
      }),
    [edit, choose],
  );

  // Kept from one render to the next (they read the URL when called): the table is memoised
  // and must not render again because the URL changed.
  // Choosing a filter, a view or a post replaces the history entry: Back leaves the view.
  const setStatus = useCallback(
    (value: PostStatus | undefined) =>
      editChoice({ status: value }, (next) =>
        value ? next.set('status', value) : next.delete('status'),
      ),
    [editChoice],
  );
  const setView = useCallback(
    (value: PostsViewMode) =>
      editChoice({ view: value }, (next) =>
        value === 'calendar' ? next.set('view', 'calendar') : next.delete('view'),
      ),
    [editChoice],
  );
  const openPost = useCallback(
    (id: Identifier) =>
      editChoice({ postId: String(id) }, (next) => next.set('postId', String(id))),
    [editChoice],
  );
  const closePost = useCallback(
    () => editChoice({ postId: null }, (next) => next.delete('postId')),
    [editChoice],
  );
  // Closing the dialog is a navigation of its own (Back returns to it): not deferred.
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
      /** The URL's choices: what the view's content shows. */
      postId,
      status,
      view,
      /** The choices as the controls show them: the last one made, before the URL follows. */
      chosen,
      /** A choice is on its way into the URL (the content still shows the one before). */
      pending,
      setStatus,
      setView,
      /** The link that opens a post, the rest of the URL kept. */
      postLink,
      openPost,
      closePost,
      close,
    }),
    [
      campaignId,
      postId,
      status,
      view,
      chosen,
      pending,
      setStatus,
      setView,
      postLink,
      openPost,
      closePost,
      close,
    ],
  );
}
