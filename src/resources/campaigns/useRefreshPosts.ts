// Shared by the campaign's posts view and the post builder: after a change to a post, its list
// and the campaigns' counts are read again.
import { useQueryClient } from '@tanstack/react-query';
import { campaignPostsKey } from './campaignPostsKey';

/** Reloads the posts (a post does not name its campaign: every campaign's) and the campaigns. */
export function useRefreshPosts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: campaignPostsKey('').slice(0, 1) }),
      queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
    ]);
}
