// Error toasts prefer the server's own words (spec 8); the API client leaves an i18n key in
// HttpError.message when the server sent none, and then the screen's default text is shown.
import { HttpError } from 'react-admin';

const GENERIC_HTTP_ERROR = 'ra.notification.http_error';
const CLIENT_ERROR_PREFIX = 'app.errors.';

/** The server's message carried by `error`, or `fallbackKey` when there is none. */
export function serverMessageOr(error: unknown, fallbackKey: string): string {
  // Only HttpError carries server text; any other error is a bug whose text users can't act on.
  if (!(error instanceof HttpError)) return fallbackKey;
  const message = error.message.trim();
  if (!message || message === GENERIC_HTTP_ERROR || message.startsWith(CLIENT_ERROR_PREFIX)) {
    return fallbackKey;
  }
  return message;
}
