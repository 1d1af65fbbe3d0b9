// The Social tab's reads: the artist's accounts (every platform) and the Facebook insights.
// Reading the insights is what syncs the page (the server stamps last_sync_at), so a
// successful read refreshes the accounts, which carry that time.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SocialAccount } from '../../../../../api/types';
import type { LabelDataProvider } from '../../../../../providers/data';

export const socialAccountsKey = (artistId: number) => ['social-media', artistId, 'accounts'];
export const facebookInsightsKey = (artistId: number) => ['social-media', artistId, 'insights'];

export function useSocialAccounts(artistId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery({
    queryKey: socialAccountsKey(artistId),
    queryFn: async () => (await dataProvider.getSocialAccounts(artistId)).data,
  });
}

export const facebookAccount = (accounts: SocialAccount[] | undefined) =>
  accounts?.find((account) => account.platform === 'facebook');

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
