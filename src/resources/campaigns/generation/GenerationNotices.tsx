// Always mounted (in the Layout): a generation may end after the user has left the campaigns
// screen, and its toast must still appear. It also refreshes what the run changed.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useToast } from '../../../layout/toasts/useToast';
import { campaignPostsKey } from '../posts/campaignPostsKey';
import {
  GENERATION_FAILED,
  claimGenerations,
  pendingGenerationNotices,
  subscribeToGenerations,
  takeGenerationNotices,
} from './generationStore';
import { summarySeverity, summaryText } from './generationText';

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

  const { identity } = useGetIdentity();
  useEffect(() => {
    if (identity) claimGenerations(identity.id);
  }, [identity]);

  useEffect(() => {
    if (pending.length === 0) return;
    for (const notice of takeGenerationNotices()) {
      const { campaignId } = notice;
      if ('failure' in notice) {
        toast.failure(notice.failure, GENERATION_FAILED);
      } else {
        const result = summaryText(notice.summary, translate);
        const name = cachedCampaignName(queryClient, campaignId);
        const text = name
          ? translate('app.campaigns.posts.generation.of_campaign', { name, result })
          : result;
        toast[summarySeverity(notice.summary)](text, { messageArgs: { _: text } });
      }
      // Even a failed run may have written some posts.
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      void queryClient.invalidateQueries({ queryKey: campaignPostsKey(campaignId) });
    }
  }, [pending, queryClient, toast, translate]);

  return null;
};
