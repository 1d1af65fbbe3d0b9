// The posts view's data: the campaign (its name, currency, description language) and its posts.
// A campaign that does not exist (a 404, or an id that is no number) is the view's own state;
// any other failure is said in one toast, the server's words first, and in place with a retry.
import { HttpError, useGetOne } from 'react-admin';
import type { Campaign } from '@/api/types';
import { useLoadFailureToast } from '@/components/toasts/useLoadFailureToast';
import { useCampaignPosts } from './campaignPostsQuery';

export const POSTS_LOAD_FAILED = 'app.campaigns.posts.load_failed';

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

export function useCampaignPostsData(campaignId: string | null) {
  const id = campaignId && /^\d+$/.test(campaignId) ? campaignId : null;
  const campaign = useGetOne<Campaign>(
    'campaigns',
    { id: Number(id ?? 0) },
    { enabled: id !== null },
  );
  const posts = useCampaignPosts(id);
  // A refresh that fails keeps what is already shown.
  const campaignError = campaign.data ? null : campaign.error;
  const postsError = posts.data ? null : posts.error;
  const notFound =
    campaignId !== null && (id === null || isNotFound(campaignError) || isNotFound(postsError));
  const failure = notFound ? null : (campaignError ?? postsError);
  useLoadFailureToast([failure], POSTS_LOAD_FAILED);

  return {
    campaign: campaign.data,
    posts: posts.data,
    notFound,
    failure,
    loading: !notFound && !failure && (campaign.isPending || posts.isPending),
    retry: () => {
      if (campaignError) void campaign.refetch();
      if (postsError) void posts.refetch();
    },
  };
}
