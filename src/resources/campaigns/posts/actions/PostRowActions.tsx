import { Button, Stack } from '@mui/material';
import {
  createContext,
  memo,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslate } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { BuildPostDialog } from '../../build/BuildPostDialog';
import { MaterialsReviewDialog } from '../../materials/MaterialsReviewDialog';
import { EditCaptionDialog } from '../caption/EditCaptionDialog';
import { useSavePost } from '../caption/useSavePost';
import { useKeepRowFocus } from '@/components/list/useKeepRowFocus';
import { GenerationButton } from '../../generation/GenerationButton';
import { useCampaignGeneration } from '../../generation/useCampaignGeneration';
import { useOpenedOnce } from '@/lib/useOpenedOnce';
import { currentStatusTab } from './rowFocusFallback';
import { usePostsAsSeen } from './usePostsAsSeen';

const KEY = 'app.campaigns.posts.row';

/** Approved and beyond: no more caption changes from the table. */
const PAST_APPROVAL: readonly CampaignPost['status'][] = ['approved', 'scheduled', 'published'];

export const canApprove = (post: CampaignPost) =>
  post.caption !== null && !PAST_APPROVAL.includes(post.status);

/**
 * Approves a post, if it is still in the status the user saw (issue 37: read again just
 * before; a post a colleague moved meanwhile is left alone, and what it is now said).
 */
export const useApprovePost = (campaignId: number) => {
  const save = useSavePost();
  const postsAsSeen = usePostsAsSeen();
  return async (post: CampaignPost) => {
    const failure = `${KEY}.approve_failed`;
    const still = await postsAsSeen({ campaignId, seen: [post], failure });
    if (!still?.length) return false;
    return save(post, { status: 'approved' }, { success: `${KEY}.approved`, failure });
  };
};

// The buttons sit in a clickable row: their clicks must not open the post as well.
const stop = (event: MouseEvent) => event.stopPropagation();

/** What the rows' buttons do, made once for the table rather than in each row. */
interface RowServices {
  /** A generation of the campaign's posts is under way. */
  running: boolean;
  generate: (post: CampaignPost) => void;
  approve: (post: CampaignPost) => Promise<boolean>;
}

const RowServicesContext = createContext<RowServices | null>(null);

/**
 * The rows' generation and approval, for every row of a table. react-admin's dataProvider hook
 * follows the URL (its access-denied logout navigates), so a row that called it rendered again at
 * every change of the URL (a tab, a post opened); here one provider does, and its value changes
 * only when a generation starts or ends.
 */
export const PostRowServices = ({
  campaignId,
  children,
}: {
  campaignId: number;
  children: ReactNode;
}) => {
  const generation = useCampaignGeneration(campaignId);
  const approve = useApprovePost(campaignId);
  const latest = useRef({ generation, approve });
  useLayoutEffect(() => {
    latest.current = { generation, approve };
  });
  const value = useMemo<RowServices>(
    () => ({
      running: generation.running,
      generate: (post) =>
        latest.current.generation.startWith({ post_ids: [post.id], regenerate: false }),
      approve: (post) => latest.current.approve(post),
    }),
    [generation.running],
  );
  return <RowServicesContext.Provider value={value}>{children}</RowServicesContext.Provider>;
};

export interface PostRowActionsProps {
  campaignId: number;
  post: CampaignPost;
}

/**
 * A row's actions by the post's state (spec 2): no caption → generate content; a caption not yet
 * approved → edit, approve; approved → the artist's uploads, when there are some.
 */
// Memoised: react-admin's rows follow the URL (they navigate on a row click) and render their
// cells again at every change of it; a post's actions change only with the post.
export const PostRowActions = memo(function PostRowActions(props: PostRowActionsProps) {
  const services = useContext(RowServicesContext);
  // Alone (outside a table that provides them), the row makes its own.
  if (!services) {
    return (
      <PostRowServices campaignId={props.campaignId}>
        <PostRowActions {...props} />
      </PostRowServices>
    );
  }
  return <RowActions {...props} services={services} />;
});

const RowActions = ({
  campaignId,
  post,
  services,
}: PostRowActionsProps & { services: RowServices }) => {
  const translate = useTranslate();
  const { running, generate, approve } = services;
  const [editing, setEditing] = useState(false);
  const [approving, setApproving] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [building, setBuilding] = useState(false);
  const { rowRef, keepRowFocus } = useKeepRowFocus(currentStatusTab);
  const editorMounted = useOpenedOnce(editing);
  const reviewMounted = useOpenedOnce(reviewing);
  const builderMounted = useOpenedOnce(building);
  const button = (
    name: string,
    onClick: () => void,
    extra: { disabled?: boolean; loading?: boolean } = {},
  ): ReactNode => (
    <Button
      key={name}
      size="small"
      onClick={onClick}
      aria-label={translate(`${KEY}.of_post`, { action: translate(`${KEY}.${name}`), id: post.id })}
      {...extra}
    >
      {translate(`${KEY}.${name}`)}
    </Button>
  );

  let buttons: ReactNode[] = [];
  if (post.caption === null) {
    buttons = [
      <GenerationButton
        key="generate"
        running={running}
        size="small"
        onClick={() => generate(post)}
        aria-label={translate(`${KEY}.of_post`, {
          action: translate(`${KEY}.generate`),
          id: post.id,
        })}
      >
        {translate(`${KEY}.generate`)}
      </GenerationButton>,
    ];
  } else if (canApprove(post)) {
    buttons = [
      button('edit', () => setEditing(true)),
      button(
        'approve',
        async () => {
          setApproving(true);
          if (await approve(post)) keepRowFocus();
          setApproving(false);
        },
        { loading: approving },
      ),
    ];
  } else if (post.status === 'approved') {
    if (post.has_uploads) buttons.push(button('uploads', () => setReviewing(true)));
    if (post.all_materials_approved) buttons.push(button('build', () => setBuilding(true)));
  }

  return (
    <Stack ref={rowRef} direction="row" spacing={0.5} onClick={stop} sx={{ whiteSpace: 'nowrap' }}>
      {buttons}
      {post.caption !== null && editorMounted && (
        <EditCaptionDialog
          post={post}
          campaignId={campaignId}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
      {post.has_uploads && reviewMounted && (
        <MaterialsReviewDialog
          campaignId={campaignId}
          postId={post.id}
          open={reviewing}
          onClose={() => setReviewing(false)}
        />
      )}
      {post.status === 'approved' && post.all_materials_approved && builderMounted && (
        <BuildPostDialog
          campaignId={campaignId}
          post={post}
          open={building}
          onClose={() => setBuilding(false)}
        />
      )}
    </Stack>
  );
};
