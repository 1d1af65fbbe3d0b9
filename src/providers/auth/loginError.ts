// The sign-in error texts of the spec (01-core, section 8), as i18n keys or the server's words.
import { HttpError } from 'react-admin';
import { ERROR_KEYS } from '../../api/errors';

export const LOGIN_ERROR_KEYS = {
  invalidCredentials: 'app.login.invalid_credentials',
  failed: 'app.login.failed',
} as const;

export function loginErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (!message || message === ERROR_KEYS.http) return LOGIN_ERROR_KEYS.failed;
  if (/invalid credentials|incorrect/i.test(message)) return LOGIN_ERROR_KEYS.invalidCredentials;
  if (error instanceof HttpError && error.status === 0) return ERROR_KEYS.network;
  return message;
}
