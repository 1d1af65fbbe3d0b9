import { Box, Link as MuiLink, Typography } from '@mui/material';
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
import { PostRowActions } from './actions/PostRowActions';
import { PostsBulkActions } from './actions/PostsBulkActions';
import { PostStatusChip } from './PostStatusChip';
import { usePostFormat } from './usePostFormat';

const Column = DataTable.Col<CampaignPost>;
const LABELS = 'app.campaigns.posts.columns';

/** The element id of a post's link in the table, to scroll to it and give it focus back. */
export const postAnchorId = (postId: Identifier) => `campaign-post-${postId}`;

export interface PostsTableProps {
  campaignId: number;
  /** The posts to list, in the order to show them. */
  posts: CampaignPost[];
  currency: string;
  selectedId: string | null;
  /** The link that opens a post (its ?postId=). */
  postLink: (id: Identifier) => string;
  onOpen: (id: Identifier) => void;
  /** The table's accessible name. */
  label: string;
}

/** A campaign's posts: a row click (or the ID link, for the keyboard) opens the post. */
export const PostsTable = ({
  campaignId,
  posts,
  currency,
  selectedId,
  postLink,
  onOpen,
  label,
}: PostsTableProps) => {
  const translate = useTranslate();
  const format = usePostFormat(currency);
  // A context over the posts already in hand, for the table and its bulk actions. No resource:
  // the selection then stays with this table instead of the store shared by every campaign.
  const list = useList<CampaignPost>({ data: posts });
  const checkboxLabels = useRowCheckboxLabels();
  const isSelected = (post: CampaignPost) => String(post.id) === selectedId;
  // Columns of plain text: the field, the label's key and how the value reads.
  const column = (
    source: keyof CampaignPost,
    name: string,
    render: (post: CampaignPost) => string,
  ) => (
    <Column key={source} source={source} label={`${LABELS}.${name}`} disableSort render={render} />
  );

  return (
    <ResourceContextProvider value="campaign-posts">
      <ListContextProvider value={list}>
        <Box ref={checkboxLabels}>
          <DataTable<CampaignPost>
            aria-label={label}
            bulkActionButtons={<PostsBulkActions />}
            rowClick={(id) => {
              onOpen(id);
              return false;
            }}
            rowSx={(post) => (isSelected(post) ? { bgcolor: 'action.selected' } : {})}
            empty={
              <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                {translate('app.campaigns.posts.no_match')}
              </Typography>
            }
            sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
          >
            <Column
              source="id"
              label={`${LABELS}.id`}
              disableSort
              render={(post) => (
                <MuiLink
                  id={postAnchorId(post.id)}
                  component={Link}
                  to={postLink(post.id)}
                  replace
                  aria-label={translate('app.campaigns.posts.open_post', { id: post.id })}
                  aria-current={isSelected(post) ? 'true' : undefined}
                  underline="hover"
                  sx={{ fontWeight: 500 }}
                  onClick={(event) => event.stopPropagation()}
                >
                  {post.id}
                </MuiLink>
              )}
            />
            <Column
              source="status"
              label={`${LABELS}.status`}
              disableSort
              render={(post) => <PostStatusChip status={post.status} />}
            />
            {column('platform', 'platform', (post) => platformName(post.platform))}
            {column('language', 'language', (post) => post.language.toUpperCase())}
            {column('template_name', 'template', (post) => post.template_name ?? '—')}
            {column('is_paid_promotion', 'type', format.type)}
            {column('scheduled_date', 'date', format.date)}
            {column('scheduled_time', 'time', format.time)}
            {column('allocated_budget', 'budget', (post) => format.budget(post) ?? '—')}
            <Column
              label={`${LABELS}.actions`}
              disableSort
              render={(post) => <PostRowActions campaignId={campaignId} post={post} />}
            />
          </DataTable>
        </Box>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
