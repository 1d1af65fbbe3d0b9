import { HttpError } from 'react-admin';
import { isSaveCancelled } from '../colleagues';
import { useToast } from '../toasts/useToast';

export interface SongSaveMessages {
  success: string;
  /** The API refused: shown when the server sent no message of its own. */
  failure: string;
  /** Something other than the API failed (a bug): the server has nothing to say about it. */
  unexpected: string;
}

/**
 * The toasts of a song save. The dialog stays open on failure, so what was typed is kept; the
 * server's field errors show under their inputs besides. A save called off at the clash question
 * (issue 37) failed nothing: it says so, the dialog open as typed.
 */
export function useSongSaveToasts(messages: SongSaveMessages, onSaved: () => void) {
  const toast = useToast();
  return {
    onSuccess: () => {
      toast.success(messages.success);
      onSaved();
    },
    onError: (error: unknown) => {
      if (isSaveCancelled(error)) toast.info('app.colleagues.clash.cancelled');
      else
        toast.failure(error, error instanceof HttpError ? messages.failure : messages.unexpected);
    },
  };
}
