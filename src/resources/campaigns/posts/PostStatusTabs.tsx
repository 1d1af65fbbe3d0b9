import { Tab, Tabs, tabsClasses } from '@mui/material';
import { memo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { POST_STATUSES } from '@/api/postStatuses';
import type { CampaignPost, PostStatus } from '@/api/types';
import { postStatusKey } from './postStatus';

/** The spec's status tabs; generated posts are listed under All Posts only. */
export const TAB_STATUSES: readonly PostStatus[] = POST_STATUSES.filter(
  (status) => status !== 'generated',
);

const ALL = 'all';

// Every tab in view at 1280 px, none behind a scroll arrow: compact tabs in the label's own
// case, which wrap onto a second line where they still do not fit (longer French and Spanish
// names, a narrow window). MUI's sliding indicator cannot follow a tab onto another line, so
// the chosen tab is underlined by itself.
const TABS_SX = {
  borderBottom: 1,
  borderColor: 'divider',
  minHeight: 0,
  [`& .${tabsClasses.list}`]: { flexWrap: 'wrap' },
} as const;
const TAB_SX = {
  minWidth: 0,
  minHeight: 40,
  px: 1.25,
  py: 1,
  fontSize: '0.8125rem',
  textTransform: 'none',
  '&.Mui-selected': { boxShadow: 'inset 0 -2px 0 currentColor' },
} as const;
const NO_INDICATOR = { indicator: { sx: { display: 'none' } } };

export interface PostStatusTabsProps {
  posts: CampaignPost[];
  value: PostStatus | undefined;
  onChange: (status: PostStatus | undefined) => void;
}

/**
 * Shows the posts of one status, or all; each tab says how many it holds, and none is empty.
 * Memoised: MUI's Tabs measures its tabs (a forced layout of the whole dialog) after every
 * render, so it renders only when the posts or the chosen tab change.
 */
export const PostStatusTabs = memo(function PostStatusTabs({
  posts,
  value,
  onChange,
}: PostStatusTabsProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const count = new Intl.NumberFormat(locale);
  const countOf = (status: PostStatus) => posts.filter((post) => post.status === status).length;
  const label = (name: string, n: number) =>
    translate('app.campaigns.posts.tabs.tab', { status: name, count: count.format(n) });
  // A status without a tab (?status=generated from a link) filters the table with no tab shown.
  const selected = value === undefined ? ALL : TAB_STATUSES.includes(value) ? value : false;

  return (
    <Tabs
      value={selected}
      onChange={(_event, next: string) =>
        onChange(next === ALL ? undefined : TAB_STATUSES.find((status) => status === next))
      }
      aria-label={translate('app.campaigns.posts.tabs.label')}
      slotProps={NO_INDICATOR}
      sx={TABS_SX}
    >
      <Tab
        sx={TAB_SX}
        value={ALL}
        label={label(translate('app.campaigns.posts.tabs.all'), posts.length)}
        disabled={posts.length === 0}
      />
      {TAB_STATUSES.map((status) => {
        const n = countOf(status);
        return (
          <Tab
            sx={TAB_SX}
            key={status}
            value={status}
            label={label(translate(postStatusKey(status)), n)}
            // The selected tab stays enabled, even when its last post just left it.
            disabled={n === 0 && status !== value}
          />
        );
      })}
    </Tabs>
  );
});
