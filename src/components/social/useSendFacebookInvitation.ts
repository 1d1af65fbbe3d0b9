// The invitation call (POST /social-media/{artistId}/facebook/send-invitation): the artist gets
// an e-mail with the link they connect their page from; the answer is remembered as sent.
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { FacebookInvitation } from '../../api/types';
import type { LabelDataProvider } from '../../providers/data';
import { useSentInvitations } from './sentInvitations';

export function useSendFacebookInvitation(): (artistId: number) => Promise<FacebookInvitation> {
  const dataProvider = useDataProvider<LabelDataProvider>();
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
