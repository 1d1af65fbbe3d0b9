import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { campaignPostsPath, type CampaignPostsLink } from '../paths';

/** The query parameters of the posts view; everything else in the query is the grid's. */
const POSTS_PARAMS = ['campaignId', 'postId', 'status', 'view'];

/** The grid's own query (its filters, sort and page), without the posts view's parameters. */
const GridQueryContext = createContext('');

/**
 * Follows the URL once for the screen and hands the grid's own query to the links below it: a
 * change of the posts view (a tab, a post, the calendar) leaves the query as it was, so the cards
 * and the attention summary behind the posts do not render again.
 */
export const GridQueryProvider = ({ children }: { children: ReactNode }) => {
  const { search } = useLocation();
  const query = useMemo(() => {
    const own = new URLSearchParams(search);
    for (const name of POSTS_PARAMS) own.delete(name);
    return own.toString();
  }, [search]);
  return <GridQueryContext.Provider value={query}>{children}</GridQueryContext.Provider>;
};

/**
 * Links that open a campaign's posts over the screen while keeping the grid's own query (within a
 * GridQueryProvider), so the grid behind the posts, and after them, is the one the user left.
 */
export function useCampaignPostsLink(): (link: CampaignPostsLink) => string {
  const gridQuery = useContext(GridQueryContext);
  return useCallback(
    (link) => {
      const target = campaignPostsPath(link);
      const [path, query = ''] = target.split('?');
      const merged = new URLSearchParams(gridQuery);
      new URLSearchParams(query).forEach((value, name) => merged.set(name, value));
      return `${path}?${merged.toString()}`;
    },
    [gridQuery],
  );
}
