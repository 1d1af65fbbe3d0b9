import { HttpError, type UseCreateOptions } from 'react-admin';
import type { Album } from '../../../api/types';
import { useToast } from '../../../layout/toasts/useToast';
import { useFailureToast } from '../../artists/detail/useFailureToast';
import type { AlbumFormValues } from './albumFormValues';

/**
 * What happens after the (pessimistic) create. The toasts only: react-admin puts the server's
 * field errors under the inputs itself, and refetches every album list (the artist's content
 * tab, its stats) once the album exists.
 */
export function useCreateAlbumSave(onCreated: () => void) {
  const toast = useToast();
  const failed = useFailureToast();
  const mutationOptions: UseCreateOptions<AlbumFormValues, unknown, Album> = {
    onSuccess: () => {
      toast.success('app.albums.create.created');
      onCreated();
    },
    onError: (error) => {
      // Any API failure is an HttpError; anything else is a bug in the app, said plainly.
      if (error instanceof HttpError) failed(error, 'app.albums.create.failed');
      else toast.error('app.albums.create.error');
    },
  };
  return mutationOptions;
}
