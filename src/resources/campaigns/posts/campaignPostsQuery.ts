import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import type { LabelDataProvider } from '@/providers/data';
import { campaignPostsKey } from '../campaignPostsKey';
import { bySchedule } from './postSchedule';

/** A campaign's posts in the spec's order (GET /post-generation/campaign/{id}/posts). */
export function useCampaignPosts(campaignId: Identifier | null) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery({
    queryKey: campaignPostsKey(campaignId ?? ''),
    queryFn: async (): Promise<CampaignPost[]> => {
      const { data } = await dataProvider.getCampaignPosts(Number(campaignId));
      // After a 401 that signed the user out, react-admin resolves with `{ data: {} }`.
      return Array.isArray(data) ? [...data].sort(bySchedule) : [];
    },
    enabled: campaignId !== null,
  });
}
