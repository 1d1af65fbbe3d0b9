// The drawer's calls on one post. Each keeps going when the drawer closes (react-query mutation
// callbacks outlive the component), reloads the posts and the campaigns, and says how it went.
// Generate Content and Regenerate Caption are generation runs of the campaign (../../generation).
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { useToast } from '@/components/toasts/useToast';
import type { LabelDataProvider } from '@/providers/data';
import { useCampaignGeneration } from '../../generation/useCampaignGeneration';
import { usePostsAsSeen } from '../actions/usePostsAsSeen';
import { useRefreshPosts } from '../../useRefreshPosts';
import { useSavePost } from '../caption/useSavePost';

const KEY = 'app.campaigns.drawer.actions';

export function usePostActions(post: CampaignPost, campaignId: Identifier) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshPosts();
  const savePost = useSavePost();
  const postsAsSeen = usePostsAsSeen();

  const regenerateAssets = useMutation({
    mutationFn: () => dataProvider.regeneratePostVisuals(post.id),
    onSuccess: () => toast.success(translate(`${KEY}.assets_regenerated`)),
    onError: (error) => toast.failure(error, `${KEY}.assets_failed`),
    onSettled: refresh,
  });

  // useSavePost says how it went and reloads the posts. A post a colleague moved meanwhile
  // (issue 37) is left alone, and what it is now said.
  const approve = useMutation({
    mutationFn: async () => {
      const failure = `${KEY}.approve_failed`;
      const seen = [post];
      const still = await postsAsSeen({ campaignId: Number(campaignId), seen, failure });
      if (!still?.length) return false;
      return savePost(post, { status: 'approved' }, { success: `${KEY}.approved`, failure });
    },
  });

  // One generation per campaign at a time, in any tab: a campaign-wide run also holds this
  // post's buttons, the rewrites included. Regenerate Caption is such a run too (recorded, so a
  // reload remembers it). GenerationNotices reports its end and reloads the posts.
  const generation = useCampaignGeneration(campaignId);
  const generate = () => generation.startWith({ post_ids: [post.id], regenerate: false });

  return {
    /** A generation of the campaign runs: nothing is rewritten meanwhile. */
    generationRunning: generation.running,
    regenerateCaption: { run: () => generation.regenerateCaption(post), pending: false },
    regenerateAssets: { run: () => regenerateAssets.mutate(), pending: regenerateAssets.isPending },
    approve: { run: () => approve.mutate(), pending: approve.isPending },
    generate: { run: generate, pending: false },
  };
}
