// The Social tab's Facebook insights. Reading them is what syncs the page (the server stamps
// last_sync_at), so a successful read refreshes the accounts, which carry that time. The
// accounts themselves are read with the shared query (components/social/socialAccounts.ts).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { socialAccountsKey } from '@/components/social/socialAccounts';
import type { LabelDataProvider } from '@/providers/data';

export const facebookInsightsKey = (artistId: number) => ['social-media', artistId, 'insights'];

export function useFacebookInsights(artistId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: facebookInsightsKey(artistId),
    queryFn: async () => {
      const { data } = await dataProvider.getFacebookInsights(artistId);
      void queryClient.invalidateQueries({ queryKey: socialAccountsKey(artistId) });
      return data;
    },
  });
}
