import { useDataProvider, useTranslate } from 'react-admin';
import type { CampaignPost } from '../../../../api/types';
import { useToast } from '../../../../layout/toasts/useToast';
import type { LabelDataProvider } from '../../../../providers/data';
import { useRefreshPosts } from '../caption/useSavePost';

const KEY = 'app.campaigns.posts.actions';

/**
 * The posts Send to Artist sends: every one in status generated, with a caption or not (spec 2,
 * and the contract: "the ids of every post in status generated"); what moves is the server's call.
 */
export const sendablePosts = (posts: readonly CampaignPost[]) =>
  posts.filter((post) => post.status === 'generated');

/** Sends posts to the artist's review; resolves to whether any was sent. */
export function useSendToArtist() {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshPosts();
  return async (posts: readonly CampaignPost[]): Promise<boolean> => {
    const ids = sendablePosts(posts).map((post) => post.id);
    if (ids.length === 0) {
      toast.warning(translate(`${KEY}.nothing_to_send`));
      return false;
    }
    try {
      const { data } = await dataProvider.sendPostsToArtist(ids);
      toast.success(translate(`${KEY}.sent`, { smart_count: data.sent ?? ids.length }));
    } catch (error) {
      toast.failure(error, `${KEY}.send_failed`);
      return false;
    } finally {
      await refresh();
    }
    return true;
  };
}
