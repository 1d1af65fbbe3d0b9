// An artist's social accounts (GET /social-media/{artistId}), read under one query key: the
// artist's Social tab and the roster's /social-media screen share what either has read.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SocialAccount } from '../../api/types';
import type { LabelDataProvider } from '../../providers/data';

export const socialAccountsKey = (artistId: number) => ['social-media', artistId, 'accounts'];

/** The query of one artist's accounts, for useQuery or, one per row, useQueries. */
export const socialAccountsQuery = (dataProvider: LabelDataProvider, artistId: number) => ({
  queryKey: socialAccountsKey(artistId),
  queryFn: async () => (await dataProvider.getSocialAccounts(artistId)).data,
});

export function useSocialAccounts(artistId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery(socialAccountsQuery(dataProvider, artistId));
}

export const facebookAccount = (accounts: readonly SocialAccount[] | undefined) =>
  accounts?.find((account) => account.platform === 'facebook');
