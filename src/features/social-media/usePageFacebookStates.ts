// The Facebook state of each artist on the visible page: one GET /social-media/{artistId} per
// artist shown, never one per artist of the label (the API has no state filter nor a roster-wide
// read). The queries are the Social tab's, so an artist opened there is not read twice.
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
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
  const { invitationOf, forget } = useSentInvitations();
  const results = useQueries({
    queries: artists.map((artist) => socialAccountsQuery(dataProvider, artist.id)),
  });
  // A page now connected answered its invitation: forgotten, it cannot come back as "sent" if
  // the page is disconnected later.
  const answered = artists
    .filter((artist, index) => {
      const account = facebookAccount(results[index]?.data);
      return account?.is_connected && invitationOf(artist.id);
    })
    .map((artist) => artist.id)
    .join(',');
  useEffect(() => {
    for (const id of answered ? answered.split(',') : []) forget(Number(id));
  }, [answered, forget]);

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
