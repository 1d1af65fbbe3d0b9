// The detail screen's three partial updates: status, isVerified and publicStatus, each a
// PUT of that one field, shown only once the server has saved it (pessimistic).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUpdate } from 'react-admin';
import type { Artist } from '@/api/types';
import { useToast } from '@/components/toasts/useToast';

export type ArtistPatch = Partial<Pick<Artist, 'status' | 'isVerified' | 'publicStatus'>>;

export interface UpdateMessages {
  success: string;
  successArgs?: Record<string, string>;
  failure: string;
}

export function useArtistUpdate(artist: Artist) {
  const [update, { isPending }] = useUpdate<Artist>();
  const queryClient = useQueryClient();
  const toast = useToast();

  const save = useCallback(
    (data: ArtistPatch, messages: UpdateMessages) =>
      update(
        'artists',
        { id: artist.id, data, previousData: artist },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            toast.success(messages.success, { messageArgs: messages.successArgs });
            // The PUT answer already updated the cache; a fresh read also brings in what
            // the server derives from the change.
            void queryClient.invalidateQueries({
              queryKey: ['artists', 'getOne', { id: String(artist.id) }],
            });
          },
          onError: (error) => toast.failure(error, messages.failure),
        },
      ),
    [artist, queryClient, toast, update],
  );

  return { save, isPending };
}
