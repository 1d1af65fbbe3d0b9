import { HttpError } from 'react-admin';
import { useToast } from '../../../layout/toasts/useToast';

export interface SongSaveMessages {
  success: string;
  /** The API refused: shown when the server sent no message of its own. */
  failure: string;
  /** Something other than the API failed (a bug): the server has nothing to say about it. */
  unexpected: string;
}

/**
 * The toasts of a song save. The dialog stays open on failure, so what was typed is kept; the
 * server's field errors show under their inputs besides.
 */
export function useSongSaveToasts(messages: SongSaveMessages, onSaved: () => void) {
  const toast = useToast();
  return {
    onSuccess: () => {
      toast.success(messages.success);
      onSaved();
    },
    onError: (error: unknown) =>
      toast.failure(error, error instanceof HttpError ? messages.failure : messages.unexpected),
  };
}
