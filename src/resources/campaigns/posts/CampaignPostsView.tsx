import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslate } from 'react-admin';
import type { Campaign, CampaignPost } from '@/api/types';
import { EmptyState } from '@/components/detail/EmptyState';
import { serverMessageOr } from '@/lib/errorMessage';
import { DEFAULT_CURRENCY } from '@/lib/money';
import { GenerationStatus } from '../generation/GenerationStatus';
import { PostsViewSwitch } from './calendar/PostsViewSwitch';
import { PostDrawer } from './drawer/PostDrawer';
import { PostsActions } from './actions/PostsActions';
import { PostStatusTabs } from './PostStatusTabs';
import { shownPostAnchor } from './postAnchor';
import { postsWithStatus } from './postStatus';
import { PostLinkProvider, PostsTable } from './PostsTable';
import { createPostSelection, keepShownSelected } from './postSelection';
import { useLateFlag } from '@/lib/useLateFlag';
import { useOpenedOnce } from '@/lib/useOpenedOnce';
import { POSTS_LOAD_FAILED } from './useCampaignPostsData';
import type { useCampaignPostsUrl } from './useCampaignPostsUrl';

const KEY = 'app.campaigns.posts';
/** A change of the shown posts quicker than this is never seen waiting (not dimmed). */
const DIM_AFTER_MS = 200;
// Rendered again only when their own props change, not at every choice made in the view.
const PostsGenerationStatus = memo(GenerationStatus);
const PostsDrawer = memo(PostDrawer);
// FullCalendar is only downloaded when the calendar view is chosen.
const PostsCalendar = lazy(() => import('./calendar/PostsCalendar'));

export interface CampaignPostsViewProps {
  url: ReturnType<typeof useCampaignPostsUrl>;
  campaign: Campaign | undefined;
  posts: CampaignPost[] | undefined;
  loading: boolean;
  notFound: boolean;
  failure: unknown;
  retry: () => void;
}

const Message = ({ children }: { children: ReactNode }) => (
  <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6, textAlign: 'center' }}>
    {children}
  </Stack>
);

/** What the dialog shows: loading, a missing campaign, a failure, no posts, or the posts. */
export const CampaignPostsView = (props: CampaignPostsViewProps) => {
  const translate = useTranslate();
  const { url, campaign, posts, loading, notFound, failure, retry } = props;

  if (notFound) {
    return (
      <Message>
        <Typography variant="h6" component="p">
          {translate(`${KEY}.not_found`)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {translate(`${KEY}.not_found_hint`)}
        </Typography>
      </Message>
    );
  }
  if (failure) {
    const message = serverMessageOr(failure, POSTS_LOAD_FAILED);
    return (
      <Message>
        <Typography color="error">{translate(message, { _: message })}</Typography>
        <Button variant="outlined" onClick={retry}>
          {translate('app.retry')}
        </Button>
      </Message>
    );
  }
  if (loading || !campaign || !posts) {
    return (
      <Stack
        role="status"
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}
      >
        <CircularProgress size={24} aria-hidden />
        <Typography>{translate(`${KEY}.loading`)}</Typography>
      </Stack>
    );
  }
  return <LoadedPosts url={url} campaign={campaign} posts={posts} />;
};

/**
 * One of the two views, kept mounted while the other shows: switching back shows it as it was
 * instead of building every row or the calendar again. Hidden, it is not rendered again: a
 * tab chosen meanwhile reaches it when it shows.
 */
const KeptView = memo(
  function KeptView({ shown, children }: { shown: boolean; children: ReactNode }) {
    return <div hidden={!shown}>{children}</div>;
  },
  (previous, next) => !previous.shown && !next.shown,
);

interface LoadedPostsProps {
  url: CampaignPostsViewProps['url'];
  campaign: Campaign;
  posts: CampaignPost[];
}

const LoadedPosts = ({ url, campaign, posts }: LoadedPostsProps) => {
  const translate = useTranslate();
  const { postId, status, view, chosen, pending, setStatus, setView, openPost, closePost } = url;
  // The selected posts stay through the tabs and the views, and go with the campaign.
  const [selection, setSelection] = useState(() => ({
    campaignId: campaign.id,
    posts: createPostSelection(),
  }));
  if (selection.campaignId !== campaign.id) {
    setSelection({ campaignId: campaign.id, posts: createPostSelection() });
  }
  // The calendar's posts: the same array while the posts and the tab stay (the table has every
  // post and hides the others' rows itself).
  const shown = useMemo(() => postsWithStatus(posts, status), [posts, status]);
  // A bulk action would reach posts the user no longer sees: those a tab change hides, or that
  // left the tab, leave the selection. (A reload starts with none: it is held in memory.)
  useEffect(() => keepShownSelected(selection.posts, shown), [selection.posts, shown]);
  // Closing the dialog ends the selection, even if it is opened again before it has faded out.
  const closing = url.campaignId === null;
  useEffect(() => {
    if (closing) selection.posts.select([]);
  }, [closing, selection.posts]);
  // The tabs, the view switch, the open row and the drawer show the user's choice at once; the
  // table or the calendar follows the URL, a step behind while the choice is on its way.
  const selected =
    chosen.postId === null ? undefined : posts.find((post) => String(post.id) === chosen.postId);
  const currency = campaign.currency || DEFAULT_CURRENCY;
  // Only a change of what the table or the calendar shows (a tab, the view) marks them busy
  // while it is on its way, not opening or closing a post.
  const contentPending = pending && (chosen.status !== status || chosen.view !== view);
  // Dimmed only once the change has taken long enough to be seen waiting. Not by a delayed CSS
  // transition armed at the click: an opacity about to animate made Chromium paint the whole
  // table again, in a layer of its own, in the click's frame (issue 22).
  const dimmed = useLateFlag(contentPending, DIM_AFTER_MS);
  // The calendar is built when first chosen, then kept, as the table is (KeptView).
  const calendarOpened = useOpenedOnce(view === 'calendar');

  // A post opened by a link may be far down the table.
  useEffect(() => {
    if (postId === null) return;
    const row = shownPostAnchor(postId)?.closest('tr');
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [postId, status]);

  // The same function from one render to the next, so that the drawer renders only when its
  // post changes: it reads the post open when called.
  const openId = useRef(chosen.postId);
  useLayoutEffect(() => {
    openId.current = chosen.postId;
  });
  const closeDetails = useCallback(() => {
    const id = openId.current;
    closePost();
    if (id !== null) shownPostAnchor(id)?.focus();
  }, [closePost]);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <PostsActions campaignId={campaign.id} posts={posts} />
        <Box sx={{ minWidth: 240 }}>
          <PostsGenerationStatus campaignId={campaign.id} />
        </Box>
      </Stack>
      {posts.length > 0 && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <PostStatusTabs posts={posts} value={chosen.status} onChange={setStatus} />
          </Box>
          <PostsViewSwitch value={chosen.view} onChange={setView} />
        </Stack>
      )}
      {posts.length === 0 ? (
        <EmptyState
          icon={<ViewListIcon />}
          title={translate(`${KEY}.empty`)}
          hint={translate(`${KEY}.empty_hint`)}
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
            },
          }}
        >
          <Box
            aria-busy={contentPending || undefined}
            sx={{
              minWidth: 0,
              order: { xs: 2, lg: 1 },
              opacity: dimmed ? 0.6 : 1,
              transition: dimmed ? 'opacity 150ms' : 'none',
            }}
          >
            <KeptView shown={view === 'table'}>
              <PostLinkProvider
                selectedId={chosen.postId}
                postLink={url.postLink}
                openPost={openPost}
              >
                <PostsTable
                  campaignId={campaign.id}
                  posts={posts}
                  status={status}
                  currency={currency}
                  onOpen={openPost}
                  selection={selection.posts}
                  label={translate(`${KEY}.table`, { name: campaign.name })}
                />
              </PostLinkProvider>
            </KeptView>
            {calendarOpened && (
              <KeptView shown={view === 'calendar'}>
                <Suspense
                  fallback={
                    <Typography role="status">
                      {translate('app.campaigns.calendar.loading')}
                    </Typography>
                  }
                >
                  <PostsCalendar
                    posts={shown}
                    selectedId={chosen.postId}
                    onOpen={openPost}
                    label={translate('app.campaigns.calendar.label', { name: campaign.name })}
                  />
                </Suspense>
              </KeptView>
            )}
          </Box>
          <PostsDrawer
            postId={postId}
            post={selected}
            campaignId={campaign.id}
            currency={currency}
            onClose={closeDetails}
          />
        </Box>
      )}
    </Stack>
  );
};
