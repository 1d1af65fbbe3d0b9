// Always mounted (in the Layout): a generation may end after the user has left the campaigns
// screen, and its toast must still appear. It also refreshes what the run changed, and watches
// the runs this page did not send (sent before a reload, or from another tab).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { useToast } from '@/components/toasts/useToast';
import type { LabelDataProvider } from '@/providers/data';
import { campaignPostsKey } from '../campaignPostsKey';
import {
  CAPTION_REGENERATION_FAILED,
  GENERATION_FAILED,
  claimGenerations,
  pendingGenerationNotices,
  subscribeToGenerations,
  takeGenerationNotices,
  watchGenerationRuns,
  type GenerationNotice,
} from './generationStore';
import { resultSeverity, resultText } from './generationText';

/** The drawer's texts for a post's Regenerate Caption. */
const CAPTION = 'app.campaigns.drawer.actions';

/** The campaign's name if a screen has already read it (the toast may come much later). */
function cachedCampaignName(queryClient: QueryClient, campaignId: string): string | undefined {
  for (const [, cached] of queryClient.getQueriesData<unknown>({ queryKey: ['campaigns'] })) {
    const list = (cached as { data?: unknown } | undefined)?.data;
    const records: unknown[] = Array.isArray(list) ? list : [cached];
    for (const record of records) {
      const { id, name } = (record ?? {}) as { id?: unknown; name?: unknown };
      if (String(id) === campaignId && typeof name === 'string') return name;
    }
  }
  return undefined;
}

export const GenerationNotices = () => {
  const pending = useSyncExternalStore(subscribeToGenerations, pendingGenerationNotices);
  const toast = useToast();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LabelDataProvider>();

  const { identity } = useGetIdentity();
  useEffect(() => {
    if (identity) claimGenerations(identity.id);
  }, [identity]);

  useEffect(
    () =>
      watchGenerationRuns(async (campaignId) => {
        const { data } = await dataProvider.getCampaignPosts(Number(campaignId));
        // After a 401 that signed the user out, react-admin resolves with `{ data: {} }`.
        if (!Array.isArray(data)) throw new Error('No posts');
        return data;
      }),
    [dataProvider],
  );

  useEffect(() => {
    if (pending.length === 0) return;
    const report = ({ campaignId, result, failure, kind }: GenerationNotice) => {
      if (failure !== undefined) {
        toast.failure(
          failure,
          kind === 'caption' ? CAPTION_REGENERATION_FAILED : GENERATION_FAILED,
        );
        return;
      }
      if (kind === 'caption' && 'summary' in result) {
        // The server answers 200 with a summary even when it could not rewrite the post.
        const { successful, errors } = result.summary;
        if (successful === 0)
          toast.error(translate(`${CAPTION}.regenerate_errors`, { smart_count: errors }));
        else toast.success(translate(`${CAPTION}.caption_regenerated`));
        return;
      }
      const text = resultText(result, translate);
      const name = cachedCampaignName(queryClient, campaignId);
      const named = name
        ? translate('app.campaigns.posts.generation.of_campaign', { name, result: text })
        : text;
      toast[resultSeverity(result)](named, { messageArgs: { _: named } });
    };
    for (const notice of takeGenerationNotices()) {
      // One page tells the user; every page refreshes what the run changed.
      if (notice.report) report(notice);
      // Even a failed run may have written some posts.
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      void queryClient.invalidateQueries({ queryKey: campaignPostsKey(notice.campaignId) });
    }
  }, [pending, queryClient, toast, translate]);

  return null;
};
