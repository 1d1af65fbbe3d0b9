import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { campaignPostsPath, type CampaignPostsLink } from '../paths';

/** The query parameters of the posts view; everything else in the query is the grid's. */
const POSTS_PARAMS = ['campaignId', 'postId', 'status'];

/**
 * Links that open a campaign's posts over the screen while keeping the grid's own query (its
 * filters, sort and page), so the grid behind the posts, and after them, is the one the user left.
 */
export function useCampaignPostsLink(): (link: CampaignPostsLink) => string {
  const { search } = useLocation();
  return useCallback(
    (link) => {
      const target = campaignPostsPath(link);
      const [path, query = ''] = target.split('?');
      const merged = new URLSearchParams(search);
      for (const name of POSTS_PARAMS) merged.delete(name);
      new URLSearchParams(query).forEach((value, name) => merged.set(name, value));
      return `${path}?${merged.toString()}`;
    },
    [search],
  );
}
