import { Box, Checkbox, Link as MuiLink, TableCell, TableRow, Typography } from '@mui/material';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  BulkActionsToolbarClasses,
  DataTable,
  DataTableBody,
  DataTableClasses,
  DataTableDataContext,
  DataTableHead,
  ListContextProvider,
  ResourceContextProvider,
  useList,
  useRecordContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableHeadProps,
  type DataTableRowProps,
  type Identifier,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { POST_STATUSES } from '@/api/postStatuses';
import type { CampaignPost, PostStatus } from '@/api/types';
import { platformName } from '@/lib/platformName';
import { PostRowActions, PostRowServices } from './actions/PostRowActions';
import { PostsBulkActions } from './actions/PostsBulkActions';
import { PostsBulkToolbar } from './actions/PostsBulkToolbar';
import { postAnchorId } from './postAnchor';
import { PostStatusChip } from './PostStatusChip';
import { postsWithStatus } from './postStatus';
import { useRowSelected, useSelectedIds, type PostSelection } from './postSelection';
import { usePostFormat } from './usePostFormat';

const Column = DataTable.Col<CampaignPost>;
const LABELS = 'app.campaigns.posts.columns';

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

/** Columns whose values are short: each one as wide as its widest value, never wrapped. */
const NARROW_COLUMNS = [
  'id',
  'status',
  'platform',
  'language',
  'is_paid_promotion',
  'scheduled_date',
  'scheduled_time',
  'allocated_budget',
] as const;

// The same object every render (react-admin's rows are memoised). The open post's row is marked
// by its ID link (aria-current), so that opening a post restyles one row without rendering any.
const TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  // react-admin slides the bulk actions bar over what sits above a list, here the status tabs,
  // which could then not be clicked while posts were selected: it takes its own place instead
  // (two classes: the bar's own rule comes after this one).
  [`& .${BulkActionsToolbarClasses.toolbar}.MuiToolbar-root`]: {
    position: 'static',
    transform: 'none',
    transition: 'none',
  },
  '& tbody tr:has(a[aria-current="true"])': { bgcolor: 'action.selected' },
  // Laid out for a 1280 px window: tighter cells, and the short columns as narrow as their
  // content and on one line, leaving the room to the template and the actions.
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
  [NARROW_COLUMNS.map((source) => `& .column-${source}`).join(', ')]: {
    width: '1%',
    whiteSpace: 'nowrap',
  },
} as const;

// Every post has its row, and a status tab hides the others': choosing a tab changes one
// attribute, where giving the table the tab's posts unmounted the other rows and built them
// all again on the way back to All.
const TAB_SX = Object.fromEntries(
  POST_STATUSES.map((status) => [
    `&[data-status="${status}"] tbody tr:not([data-status="${status}"])`,
    { display: 'none' },
  ]),
);

/** The posts the status tab shows, for the select-all box, which selects and unselects these. */
const ShownPostsContext = createContext<CampaignPost[]>([]);

const PostsTableHead = (props: DataTableHeadProps) => (
  <DataTableDataContext.Provider value={useContext(ShownPostsContext)}>
    <DataTableHead {...props} />
  </DataTableDataContext.Provider>
);

/** What every row needs, the same objects from one render to the next. */
interface PostRows {
  selection: PostSelection;
  open: (id: Identifier) => void;
  /** The rows' ids in their order, for a Shift+click over several rows. */
  order: () => Identifier[];
}
const PostRowsContext = createContext<PostRows | null>(null);

const usePostRows = (): PostRows => {
  const rows = useContext(PostRowsContext);
  if (!rows) throw new Error('A posts table row is rendered outside its PostsTable');
  return rows;
};

/** A row's selection box: follows its own post's selection alone. */
const PostCheckbox = memo(function PostCheckbox({ id }: { id: Identifier }) {
  const { selection, order } = usePostRows();
  const onClick = useCallback(
    (event: MouseEvent) => {
      // Not the row's click as well.
      event.stopPropagation();
      selection.toggle(id, { shift: event.shiftKey, order: order() });
    },
    [selection, order, id],
  );
  return <RowCheckbox checked={useRowSelected(selection, id)} onClick={onClick} />;
});

/** The box itself, drawn again only when what it shows changes (not at each render above). */
const RowCheckbox = memo(function RowCheckbox({
  checked,
  onClick,
}: {
  checked: boolean;
  onClick: (event: MouseEvent) => void;
}) {
  const translate = useTranslate();
  return (
    <Checkbox
      color="primary"
      className={`select-item ${DataTableClasses.checkbox}`}
      checked={checked}
      onClick={onClick}
      // On the input itself: the name of the control a screen reader lands on.
      slotProps={{
        input: { 'aria-label': translate('ra.action.select_row', { _: 'Select this row' }) },
      }}
    />
  );
});

/**
 * A post's row, in place of react-admin's: that one reads the table's selection and callbacks
 * contexts and react-router's navigate, so every row rendered again at each checkbox click and
 * each change of the URL (a tab, a post opened, the view). This one renders with its post only;
 * a click opens the post.
 */
const PostRow = memo(function PostRow({ children, className, ...rest }: DataTableRowProps) {
  const post = useRecordContext<CampaignPost>();
  const { open } = usePostRows();
  if (!post) throw new Error('A posts table row is rendered without its post');
  return (
    <TableRow
      hover
      className={`${className ?? ''} ${DataTableClasses.selectable} ${DataTableClasses.clickableRow}`}
      onClick={() => open(post.id)}
      data-status={post.status}
      {...rest}
    >
      <TableCell padding="checkbox">
        <PostCheckbox id={post.id} />
      </TableCell>
      {children}
    </TableRow>
  );
});

const PostsTableBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={PostRow} />;

export interface PostsTableProps {
  campaignId: number;
  /** The campaign's posts, in the order to show them. */
  posts: CampaignPost[];
  /** The status tab's status: only its posts show; all of them without one. */
  status?: PostStatus;
  currency: string;
  onOpen: (id: Identifier) => void;
  /** The selected posts, kept by the view (they stay selected across its tabs and views). */
  selection: PostSelection;
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
  status,
  currency,
  onOpen,
  selection,
  label,
}: PostsTableProps) {
  const translate = useTranslate();
  const format = usePostFormat(currency);
  // A context over the posts already in hand, for the table and its bulk actions, with the
  // view's selection in place of useList's own (kept in the store of the resource around).
  const list = useList<CampaignPost>({ data: posts });
  const shown = useMemo(() => postsWithStatus(posts, status), [posts, status]);
  const selectedIds = useSelectedIds(selection);
  const toggle = useCallback((id: Identifier) => selection.toggle(id), [selection]);
  const clear = useCallback(() => selection.select([]), [selection]);
  const selectAll = useCallback(
    () => selection.select(shown.map((post) => post.id)),
    [selection, shown],
  );
  const ids = useRef<Identifier[]>([]);
  useLayoutEffect(() => {
    ids.current = shown.map((post) => post.id);
  }, [shown]);
  const rows = useMemo<PostRows>(
    () => ({ selection, open: onOpen, order: () => ids.current }),
    [selection, onOpen],
  );
  const empty = useMemo(
    () => (
      <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        {translate('app.campaigns.posts.no_match')}
      </Typography>
    ),
    [translate],
  );
  const bulkActions = useMemo(() => <PostsBulkActions campaignId={campaignId} />, [campaignId]);
  const bulkToolbar = useMemo(() => <PostsBulkToolbar campaignId={campaignId} />, [campaignId]);
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
      column('scheduled_date', 'date', format.shortDate),
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
      <ListContextProvider
        value={{
          ...list,
          selectedIds,
          onSelect: selection.select,
          onToggleItem: toggle,
          onUnselectItems: clear,
          onSelectAll: selectAll,
        }}
      >
        <PostRowServices campaignId={campaignId}>
          <PostRowsContext.Provider value={rows}>
            <ShownPostsContext.Provider value={shown}>
              <Box data-status={status} hidden={shown.length === 0} sx={TAB_SX}>
                <DataTable<CampaignPost>
                  aria-label={label}
                  body={PostsTableBody}
                  head={PostsTableHead}
                  // The buttons make the table selectable; the toolbar shows them.
                  bulkActionButtons={bulkActions}
                  bulkActionsToolbar={bulkToolbar}
                  empty={empty}
                  sx={TABLE_SX}
                >
                  {columns}
                </DataTable>
              </Box>
              {shown.length === 0 && posts.length > 0 && empty}
            </ShownPostsContext.Provider>
          </PostRowsContext.Provider>
        </PostRowServices>
      </ListContextProvider>
    </ResourceContextProvider>
  );
});
