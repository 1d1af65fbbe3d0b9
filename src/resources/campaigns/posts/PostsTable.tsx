import { Link as MuiLink, Typography } from '@mui/material';
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
import { platformName } from '../platformName';
import { PostStatusChip } from './PostStatusChip';
import { usePostFormat } from './usePostFormat';

const Column = DataTable.Col<CampaignPost>;
const LABELS = 'app.campaigns.posts.columns';
const CAPTION_PREVIEW = 80;

/** The element id of a post's link in the table, to scroll to it and give it focus back. */
export const postAnchorId = (postId: Identifier) => `campaign-post-${postId}`;

const preview = (caption: string) => {
  // One line of at most CAPTION_PREVIEW characters (emoji count as one).
  const chars = Array.from(caption.replace(/\s+/g, ' ').trim());
  return chars.length > CAPTION_PREVIEW
    ? `${chars.slice(0, CAPTION_PREVIEW - 1).join('')}…`
    : chars.join('');
};

export interface PostsTableProps {
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
  posts,
  currency,
  selectedId,
  postLink,
  onOpen,
  label,
}: PostsTableProps) => {
  const translate = useTranslate();
  const format = usePostFormat(currency);
  // A context over the posts already in hand: the table, and later its bulk actions, read it.
  const list = useList<CampaignPost>({ data: posts, resource: 'campaign-posts' });
  const isSelected = (post: CampaignPost) => String(post.id) === selectedId;
  // Columns of plain text: the field, the label's key and how the value reads.
  const textColumns: [keyof CampaignPost, string, (post: CampaignPost) => string][] = [
    ['scheduled_date', 'date', format.date],
    ['scheduled_time', 'time', format.time],
    ['platform', 'platform', (post) => platformName(post.platform)],
    ['content_format', 'format', format.format],
    ['language', 'language', format.language],
    ['template_name', 'template', (post) => post.template_name ?? '—'],
  ];

  return (
    <ResourceContextProvider value="campaign-posts">
      <ListContextProvider value={list}>
        <DataTable<CampaignPost>
          aria-label={label}
          bulkActionButtons={false}
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
          {textColumns.map(([source, name, render]) => (
            <Column
              key={source}
              source={source}
              label={`${LABELS}.${name}`}
              disableSort
              render={render}
            />
          ))}
          <Column
            source="status"
            label={`${LABELS}.status`}
            disableSort
            render={(post) => <PostStatusChip status={post.status} />}
          />
          <Column
            source="is_paid_promotion"
            label={`${LABELS}.type`}
            disableSort
            render={(post) => (
              <>
                {format.type(post)}
                {post.is_paid_promotion && (
                  <Typography
                    variant="body2"
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {format.budget(post) ?? '—'}
                  </Typography>
                )}
              </>
            )}
          />
          <Column
            source="caption"
            label={`${LABELS}.caption`}
            disableSort
            sx={{ minWidth: 220 }}
            render={(post) =>
              post.caption ? (
                preview(post.caption)
              ) : (
                <Typography
                  variant="body2"
                  component="span"
                  sx={{ fontStyle: 'italic', color: 'text.secondary' }}
                >
                  {translate('app.campaigns.posts.no_caption')}
                </Typography>
              )
            }
          />
        </DataTable>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
