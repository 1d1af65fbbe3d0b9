// The Facebook state of each artist on the visible page: one GET /social-media/{artistId} per
// artist shown, never one per artist of the label (the API has no state filter nor a roster-wide
// read). The queries are the Social tab's, so an artist opened there is not read twice.
import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Artist, SocialAccount } from '../../api/types';
import { facebookStateOf, type FacebookState } from '../../components/social/facebookState';
import { useSentInvitations, type SentInvitation } from '../../components/social/sentInvitations';
import { facebookAccount, socialAccountsQuery } from '../../components/social/socialAccounts';
import type { LabelDataProvider } from '../../providers/data';

export interface ArtistFacebook {
  /** Undefined until the artist's accounts are read (or when reading them failed). */
  state: FacebookState | undefined;
  account: SocialAccount | undefined;
  invitation: SentInvitation | undefined;
  isPending: boolean;
  error: unknown;
  retry: () => void;
}

export function usePageFacebookStates(artists: readonly Artist[]): Map<number, ArtistFacebook> {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const { invitationOf } = useSentInvitations();
  const results = useQueries({
    queries: artists.map((artist) => socialAccountsQuery(dataProvider, artist.id)),
  });
  return new Map(
    artists.map((artist, index) => {
      const result = results[index];
      const account = facebookAccount(result?.data);
      const invitation = invitationOf(artist.id);
      return [
        artist.id,
        {
          // A failed re-read keeps what was read before.
          state: result?.data ? facebookStateOf(account, invitation) : undefined,
          account,
          invitation,
          isPending: result?.isPending ?? true,
          error: result?.data ? null : result?.error,
          retry: () => void result?.refetch(),
        },
      ];
    }),
  );
}
