import { useDataProvider, useTranslate } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { useToast } from '@/components/toasts/useToast';
import type { LabelDataProvider } from '@/providers/data';
import { useRefreshPosts } from '../../useRefreshPosts';
import { usePostsAsSeen } from './usePostsAsSeen';

const KEY = 'app.campaigns.posts.actions';

/**
 * The posts Send to Artist sends: every one in status generated, with a caption or not (spec 2,
 * and the contract: "the ids of every post in status generated"); what moves is the server's call.
 */
export const sendablePosts = (posts: readonly CampaignPost[]) =>
  posts.filter((post) => post.status === 'generated');

/**
 * Sends posts to the artist's review: those of `posts` that are generated, and still are when
 * read again just before (issue 37: a post a colleague moved meanwhile is left alone, and said).
 * Resolves to the ids sent, or null when none was.
 */
export function useSendToArtist() {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshPosts();
  const postsAsSeen = usePostsAsSeen();
  return async (campaignId: number, posts: readonly CampaignPost[]): Promise<number[] | null> => {
    const seen = sendablePosts(posts);
    if (seen.length === 0) {
      toast.warning(translate(`${KEY}.nothing_to_send`));
      return null;
    }
    const still = await postsAsSeen({ campaignId, seen, failure: `${KEY}.send_failed` });
    if (!still?.length) return null;
    const ids = still.map((post) => post.id);
    try {
      const { data } = await dataProvider.sendPostsToArtist(ids);
      toast.success(translate(`${KEY}.sent`, { smart_count: data.sent ?? ids.length }));
    } catch (error) {
      toast.failure(error, `${KEY}.send_failed`);
      return null;
    } finally {
      await refresh();
    }
    return ids;
  };
}
