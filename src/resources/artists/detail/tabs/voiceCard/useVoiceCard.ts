// The artist's voice card, read when the tab is first shown, and the writes that replace it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { VoiceCard, VoiceCardInput } from '@/api/types';
import type { LabelDataProvider } from '@/providers/data';

export const voiceCardQueryKey = (artistId: number) => ['voice-card', String(artistId)];

export function useVoiceCard(artistId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery({
    queryKey: voiceCardQueryKey(artistId),
    queryFn: async () => (await dataProvider.getVoiceCard(artistId)).data,
    // A card equal to the last one stored is still a new object: the form resets to it after
    // a save or a reset (react-admin resets a form when its record changes).
    structuralSharing: false,
  });
}

/**
 * Save and reset, each storing the card the server answers as the one shown, and `store` for a
 * card read otherwise (a colleague's, loaded from the "changed meanwhile" banner).
 */
export function useVoiceCardWrites(artistId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const queryClient = useQueryClient();
  const store = useCallback(
    (card: VoiceCard) => queryClient.setQueryData(voiceCardQueryKey(artistId), card),
    [artistId, queryClient],
  );
  const save = useCallback(
    async (input: VoiceCardInput) => {
      const { data } = await dataProvider.saveVoiceCard(artistId, input);
      store(data);
      return data;
    },
    [artistId, dataProvider, store],
  );
  const reset = useCallback(async () => {
    const { data } = await dataProvider.resetVoiceCard(artistId);
    store(data);
    return data;
  }, [artistId, dataProvider, store]);
  return { save, reset, store };
}
