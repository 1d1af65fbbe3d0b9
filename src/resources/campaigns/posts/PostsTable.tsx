import { Box, Link as MuiLink, Typography } from '@mui/material';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useMemo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  useList,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { CampaignPost } from '../../../api/types';
import { useRowCheckboxLabels } from '../../../components/list/useRowCheckboxLabels';
import { platformName } from '../platformName';
import { PostRowActions, PostRowServices } from './actions/PostRowActions';
import { PostsBulkActions } from './actions/PostsBulkActions';
import { PostStatusChip } from './PostStatusChip';
import { usePostFormat } from './usePostFormat';

const Column = DataTable.Col<CampaignPost>;
const LABELS = 'app.campaigns.posts.columns';

/** The element id of a post's link in the table, to scroll to it and give it focus back. */
export const postAnchorId = (postId: Identifier) => `campaign-post-${postId}`;

/** What changes with the URL (the open post, the links' query): read by the ID cells alone. */
interface PostLinkState {
  selectedId: string | null;
  postLink: (id: Identifier) => string;
  /** Opens a post in the view (in a transition), as a plain click on its link does. */
  openPost?: (id: Identifier) => void;
}
const PostLinkContext = createContext<PostLinkState>({ selectedId: null, postLink: String });

/**
 * The open post and the links' query, given to the ID cells past the memoised table: opening a
 * post or closing it renders the ID links again, not the rows.
 */
export const PostLinkProvider = ({
  selectedId,
  postLink,
  openPost,
  children,
}: PostLinkState & { children: ReactNode }) => {
  const value = useMemo(
    () => ({ selectedId, postLink, openPost }),
    [selectedId, postLink, openPost],
  );
  return <PostLinkContext.Provider value={value}>{children}</PostLinkContext.Provider>;
};

/** A post's ID, a link that opens it: re-renders on its own when the URL changes. */
const PostIdLink = ({ post }: { post: CampaignPost }) => {
  const translate = useTranslate();
  const { selectedId, postLink, openPost } = useContext(PostLinkContext);
  return (
    <MuiLink
      id={postAnchorId(post.id)}
      component={Link}
      to={postLink(post.id)}
      replace
      aria-label={translate('app.campaigns.posts.open_post', { id: post.id })}
      aria-current={String(post.id) === selectedId ? 'true' : undefined}
      underline="hover"
      sx={{ fontWeight: 500 }}
      onClick={(event: MouseEvent) => {
        // Not the row's click as well.
        event.stopPropagation();
        // A plain click opens the post in the view; a modified one (new tab) is the browser's.
        if (
          !openPost ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return;
        }
        event.preventDefault();
        openPost(post.id);
      }}
    >
      {post.id}
    </MuiLink>
  );
};

// The same object every render (react-admin's rows are memoised). The open post's row is marked
// by its ID link (aria-current), so that opening a post restyles one row without rendering any.
const TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& tbody tr:has(a[aria-current="true"])': { bgcolor: 'action.selected' },
} as const;

export interface PostsTableProps {
  campaignId: number;
  /** The posts to list, in the order to show them. */
  posts: CampaignPost[];
  currency: string;
  onOpen: (id: Identifier) => void;
  /** The table's accessible name. */
  label: string;
}

/**
 * A campaign's posts: a row click (or the ID link, for the keyboard) opens the post; within a
 * PostLinkProvider (the open post, the links). Memoised,
 * with columns and callbacks kept from one render to the next, so that opening a post, switching
 * a tab or the view renders only the rows that change, not every row with its actions.
 */
export const PostsTable = memo(function PostsTable({
  campaignId,
  posts,
  currency,
  onOpen,
  label,
}: PostsTableProps) {
  const translate = useTranslate();
  const format = usePostFormat(currency);
  // A context over the posts already in hand, for the table and its bulk actions. No resource:
  // the selection then stays with this table instead of the store shared by every campaign.
  const list = useList<CampaignPost>({ data: posts });
  const checkboxLabels = useRowCheckboxLabels();
  const rowClick = useCallback(
    (id: Identifier) => {
      onOpen(id);
      return false as const;
    },
    [onOpen],
  );
  const empty = useMemo(
    () => (
      <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        {translate('app.campaigns.posts.no_match')}
      </Typography>
    ),
    [translate],
  );
  const bulkActions = useMemo(() => <PostsBulkActions />, []);
  const columns = useMemo(() => {
    // Columns of plain text: the field, the label's key and how the value reads.
    const column = (
      source: keyof CampaignPost,
      name: string,
      render: (post: CampaignPost) => string,
    ) => (
      <Column
        key={source}
        source={source}
        label={`${LABELS}.${name}`}
        disableSort
        render={render}
      />
    );
    return [
      <Column
        key="id"
        source="id"
        label={`${LABELS}.id`}
        disableSort
        render={(post) => <PostIdLink post={post} />}
      />,
      <Column
        key="status"
        source="status"
        label={`${LABELS}.status`}
        disableSort
        render={(post) => <PostStatusChip status={post.status} />}
      />,
      column('platform', 'platform', (post) => platformName(post.platform)),
      column('language', 'language', (post) => post.language.toUpperCase()),
      column('template_name', 'template', (post) => post.template_name ?? '—'),
      column('is_paid_promotion', 'type', format.type),
      column('scheduled_date', 'date', format.date),
      column('scheduled_time', 'time', format.time),
      column('allocated_budget', 'budget', (post) => format.budget(post) ?? '—'),
      <Column
        key="actions"
        label={`${LABELS}.actions`}
        disableSort
        render={(post) => <PostRowActions campaignId={campaignId} post={post} />}
      />,
    ];
  }, [campaignId, format]);

  return (
    <ResourceContextProvider value="campaign-posts">
      <ListContextProvider value={list}>
        <PostRowServices campaignId={campaignId}>
          <Box ref={checkboxLabels}>
            <DataTable<CampaignPost>
              aria-label={label}
              bulkActionButtons={bulkActions}
              rowClick={rowClick}
              empty={empty}
              sx={TABLE_SX}
            >
              {columns}
            </DataTable>
          </Box>
        </PostRowServices>
      </ListContextProvider>
    </ResourceContextProvider>
  );
});
