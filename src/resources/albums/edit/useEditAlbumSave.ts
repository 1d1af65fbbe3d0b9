// The Edit album save (issue 37): the album is read again just before the write and merged with
// what the user changed; only those fields go out (PUT /albums/{id} leaves absent fields
// unchanged). The track order is one field: sent whole when the user changed it, else not at
// all, so a colleague's tracks stay.
import { HttpError, type UseUpdateOptions } from 'react-admin';
import type { Album } from '@/api/types';
import { isSaveCancelled, type UpdateParams } from '@/components/colleagues';
import { useToast } from '@/components/toasts/useToast';

const T = 'app.albums.edit';

export function useEditAlbumSave(
  update: (params: UpdateParams<Album>) => Promise<Album>,
  onSaved: () => void,
): UseUpdateOptions<Album> {
  const toast = useToast();
  return {
    mutationFn: update,
    onSuccess: () => {
      toast.success(`${T}.updated`);
      onSaved();
    },
    onError: (error: unknown) => {
      // Called off at the clash question: nothing was written, the form stays as typed.
      if (isSaveCancelled(error)) toast.info('app.colleagues.clash.cancelled');
      else toast.failure(error, error instanceof HttpError ? `${T}.failed` : `${T}.error`);
    },
  };
}
