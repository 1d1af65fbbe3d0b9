import { HttpError, type UseCreateOptions } from 'react-admin';
import type { Album } from '../../api/types';
import { useToast } from '../toasts/useToast';
import type { AlbumFormValues } from './albumFormValues';

/**
 * What happens after the (pessimistic) create. The toasts only: react-admin puts the server's
 * field errors under the inputs itself, and refetches every album list (the artist's content
 * tab, its stats) once the album exists.
 */
export function useCreateAlbumSave(onCreated: () => void) {
  const toast = useToast();
  const mutationOptions: UseCreateOptions<AlbumFormValues, unknown, Album> = {
    onSuccess: () => {
      toast.success('app.albums.create.created');
      onCreated();
    },
    // Any API failure is an HttpError; anything else is a bug in the app, said plainly.
    onError: (error) =>
      toast.failure(
        error,
        error instanceof HttpError ? 'app.albums.create.failed' : 'app.albums.create.error',
      ),
  };
  return mutationOptions;
}
