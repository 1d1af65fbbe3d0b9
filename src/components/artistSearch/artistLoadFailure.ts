import { HttpError } from 'react-admin';
import { ERROR_KEYS } from '../../api/errors';

/**
 * The default text of the artists' load failure (spec 02 §8): "Invalid data format received"
 * when the answer had the wrong shape, else "Failed to load artists". A server's own message
 * still wins over either (useLoadFailureToast).
 */
export function artistLoadFailureKey(errors: readonly unknown[]): string {
  const failure = errors.find((error) => error !== null && error !== undefined);
  return failure instanceof HttpError && failure.message === ERROR_KEYS.invalidFormat
    ? ERROR_KEYS.invalidFormat
    : 'app.artist_search.load_failed';
}
