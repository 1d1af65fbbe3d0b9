import { MenuItem, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CampaignPost, PostStatus } from '../../../api/types';
import { isPostStatus, POST_STATUSES, postStatusKey } from './postStatus';

const ALL = 'all';

export interface PostStatusFilterProps {
  posts: CampaignPost[];
  value: PostStatus | undefined;
  onChange: (status: PostStatus | undefined) => void;
}

/** Shows the posts of one status, or all; each choice says how many posts it holds. */
export const PostStatusFilter = ({ posts, value, onChange }: PostStatusFilterProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const count = new Intl.NumberFormat(locale);
  const countOf = (status: PostStatus) => posts.filter((post) => post.status === status).length;
  const option = (name: string, n: number) =>
    translate('app.campaigns.posts.filter.option', { status: name, count: count.format(n) });

  return (
    <TextField
      select
      size="small"
      label={translate('app.campaigns.posts.filter.label')}
      value={value ?? ALL}
      onChange={(event) =>
        onChange(isPostStatus(event.target.value) ? event.target.value : undefined)
      }
      sx={{ minWidth: 240 }}
    >
      <MenuItem value={ALL}>
        {option(translate('app.campaigns.posts.filter.all'), posts.length)}
      </MenuItem>
      {POST_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {option(translate(postStatusKey(status)), countOf(status))}
        </MenuItem>
      ))}
    </TextField>
  );
};
