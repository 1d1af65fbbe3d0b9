// The sign-in error texts of the spec (01-core, section 8), as i18n keys or the server's words.
import { HttpError } from 'react-admin';
import { ERROR_KEYS } from '../../api/errors';

export const LOGIN_ERROR_KEYS = {
  invalidCredentials: 'app.login.invalid_credentials',
  failed: 'app.login.failed',
  /** Takes %{address}: the API the app uses (the sign-in form gives it). */
  apiUnreachable: 'app.deploy.api_unreachable',
} as const;

export function loginErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (!message || message === ERROR_KEYS.http) return LOGIN_ERROR_KEYS.failed;
  if (/invalid credentials|incorrect/i.test(message)) return LOGIN_ERROR_KEYS.invalidCredentials;
  if (error instanceof HttpError && error.status === 0) {
    // No answer at all: the network, an address that is wrong or down, or the server's
    // Content-Security-Policy refusing it (all a fetch TypeError), or no answer in time. The
    // address is the first thing to check, so the message names it. Offline, nothing was sent.
    const unanswered = message === ERROR_KEYS.network || message === ERROR_KEYS.timeout;
    return unanswered ? LOGIN_ERROR_KEYS.apiUnreachable : ERROR_KEYS.network;
  }
  return message;
}
