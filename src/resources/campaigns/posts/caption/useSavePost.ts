// One way to change a post from the posts view: the update, then the posts and the campaigns
// (their counts) reloaded (useRefreshPosts), and the spec's toasts (the server's words first on failure).
import { useDataProvider, useTranslate } from 'react-admin';
import type { CampaignPost, PostUpdate } from '@/api/types';
import { useToast } from '@/components/toasts/useToast';
import { useRefreshPosts } from '../../useRefreshPosts';
import type { LabelDataProvider } from '@/providers/data';

export function useSavePost() {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshPosts();
  /** Resolves to whether the change was saved. */
  return async (
    post: CampaignPost,
    changes: PostUpdate,
    texts: { success: string; failure: string },
  ): Promise<boolean> => {
    try {
      await dataProvider.updatePost(post.id, changes);
    } catch (error) {
      toast.failure(error, texts.failure);
      return false;
    }
    toast.success(translate(texts.success));
    await refresh();
    return true;
  };
}
