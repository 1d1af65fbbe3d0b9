// The invitation call (POST /social-media/{artistId}/facebook/send-invitation): the artist gets
// an e-mail with the link they connect their page from; the answer is remembered as sent.
import { useCallback } from 'react';
import type { FacebookInvitation } from '../../api/types';
import { useSurfacedDataProvider } from '../../providers/data/useSurfacedDataProvider';
import { useSentInvitations } from './sentInvitations';

export function useSendFacebookInvitation(): (artistId: number) => Promise<FacebookInvitation> {
  // Surfaced: a 401 is a failed invitation, never one "sent" to nobody (issue 38).
  const dataProvider = useSurfacedDataProvider();
  const { remember } = useSentInvitations();
  return useCallback(
    async (artistId: number) => {
      const { data } = await dataProvider.sendFacebookInvitation(artistId);
      remember(artistId, data);
      return data;
    },
    [dataProvider, remember],
  );
}
