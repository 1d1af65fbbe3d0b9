import { HttpError } from 'react-admin';
import { useToast } from '../../../layout/toasts/useToast';
import { serverMessageOr } from '../../../lib/errorMessage';

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
    onError: (error: unknown) => {
      const message =
        error instanceof HttpError ? serverMessageOr(error, messages.failure) : messages.unexpected;
      // `_` keeps a server text that happens to look like an i18n key from being swallowed.
      toast.error(message, { messageArgs: { _: message } });
    },
  };
}
