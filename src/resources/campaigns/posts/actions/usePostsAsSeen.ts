// A status change (approve, send to artist) when several people work on the posts (issue 37):
// just before the call the posts are read again, and a post whose status is no longer the one
// the user saw is left alone. The user is told what it is now, and the view reloads to show it.
import { useTranslate } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { useToast } from '@/components/toasts/useToast';
import { useRefreshPosts } from '../../useRefreshPosts';
import { postStatusKey } from '../postStatus';
import { useSurfacedDataProvider } from '@/providers/data/useSurfacedDataProvider';

const KEY = 'app.campaigns.posts.colleagues';

export interface AsSeenCheck {
  /** The campaign the posts are read from. */
  campaignId: number;
  /** The posts as the user saw them when choosing the action. */
  seen: readonly CampaignPost[];
  /** The action's failure text, when the posts cannot be read. */
  failure: string;
}

/**
 * Resolves to the posts of `seen` still in the status the user saw: the ones to act on; null
 * when they could not be read (said in a toast). The others are said in one message: for one
 * post acted on alone, what it is now; among several, each post moved by its number.
 */
export function usePostsAsSeen() {
  const dataProvider = useSurfacedDataProvider();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshPosts();

  const statusOf = (post: CampaignPost) =>
    translate(postStatusKey(post.status), { _: post.status });

  /** `alone`: the user acted on that one post; otherwise each post is named. */
  const sayMoved = (
    moved: readonly CampaignPost[],
    now: ReadonlyMap<number, CampaignPost>,
    alone: boolean,
  ) => {
    const [only] = moved;
    if (alone && only) {
      const current = now.get(only.id);
      if (current) {
        toast.warning('app.colleagues.post_moved', { messageArgs: { status: statusOf(current) } });
      } else toast.warning('app.colleagues.gone');
      return;
    }
    const posts = moved.map((post) => {
      const current = now.get(post.id);
      return current
        ? translate(`${KEY}.now`, { id: post.id, status: statusOf(current) })
        : translate(`${KEY}.gone`, { id: post.id });
    });
    toast.warning(`${KEY}.moved`, {
      messageArgs: { smart_count: moved.length, posts: posts.join(', ') },
    });
  };

  return async ({ campaignId, seen, failure }: AsSeenCheck): Promise<CampaignPost[] | null> => {
    if (seen.length === 0) return [];
    let now: Map<number, CampaignPost>;
    try {
      const { data } = await dataProvider.getCampaignPosts(campaignId);
      now = new Map(data.map((post) => [post.id, post]));
    } catch (error) {
      toast.failure(error, failure);
      return null;
    }
    const still = seen.filter((post) => now.get(post.id)?.status === post.status);
    if (still.length < seen.length) {
      sayMoved(
        seen.filter((post) => !still.includes(post)),
        now,
        seen.length === 1,
      );
      void refresh();
    }
    return still;
  };
}
