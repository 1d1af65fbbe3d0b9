// Moves a post to another date and time through the contract's PostUpdate extension. A server
// that does not know the extension answers with the post unchanged: that is a failure too.
import { useDataProvider, useTranslate } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { useToast } from '@/components/toasts/useToast';
import type { LabelDataProvider } from '@/providers/data';
import { useRefreshPosts } from '../../useRefreshPosts';
import { isScheduledAt, type ScheduleParts } from './scheduleParts';

const KEY = 'app.campaigns.calendar';

export function useReschedulePost() {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshPosts();
  /** Resolves to whether the post now is at `wanted`; the posts are reloaded either way. */
  return async (post: CampaignPost, wanted: ScheduleParts): Promise<boolean> => {
    let moved = false;
    try {
      const { data } = await dataProvider.updatePost(post.id, wanted);
      moved = isScheduledAt(data, wanted);
      if (moved) toast.success(translate(`${KEY}.rescheduled`));
      else toast.error(translate(`${KEY}.ignored`));
    } catch (error) {
      toast.failure(error, `${KEY}.failed`);
    }
    await refresh();
    return moved;
  };
}
