// Every failure of an API call becomes react-admin's HttpError, so notifications, forms and
// checkError all read one shape: the status, the server's message when it sent one (always
// preferred), and its field errors keyed by field name (react-admin shows those under inputs).
import { HttpError } from 'react-admin';
import type { FieldError } from './types';

/** i18n keys of the client's own texts; react-admin's notify translates them. */
export const ERROR_KEYS = {
  network: 'app.errors.network',
  invalidFormat: 'app.errors.invalid_format',
  sessionExpired: 'app.errors.session_expired',
  http: 'ra.notification.http_error',
  /** A change asked for while offline: nothing was sent (i18n/connection.ts). */
  offlineWrite: 'app.connection.offline_write',
  offlineRead: 'app.connection.offline_read',
  timeout: 'app.connection.timeout',
} as const;

export interface ApiErrorBody {
  /** The server's error body as sent, when it was one. */
  response?: unknown;
  /** Field errors by field name, the shape react-admin's forms consume. */
  errors?: Record<string, string>;
  fieldErrors?: FieldError[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldErrorsOf(body: Record<string, unknown>): FieldError[] {
  if (!Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (e): e is FieldError =>
      isRecord(e) && typeof e.field === 'string' && typeof e.message === 'string',
  );
}

/** Builds the HttpError for a non-2xx answer. */
export function errorFromResponse(status: number, body: unknown): HttpError {
  const record = isRecord(body) ? body : {};
  const message =
    typeof record.message === 'string' && record.message.trim() ? record.message : ERROR_KEYS.http;
  const fieldErrors = fieldErrorsOf(record);
  const errorBody: ApiErrorBody = { response: body };
  if (fieldErrors.length) {
    errorBody.fieldErrors = fieldErrors;
    errorBody.errors = Object.fromEntries(fieldErrors.map((e) => [e.field, e.message]));
  }
  return new HttpError(message, status, errorBody);
}

export const networkError = (): HttpError => new HttpError(ERROR_KEYS.network, 0, {});

export const invalidFormatError = (status = 200): HttpError =>
  new HttpError(ERROR_KEYS.invalidFormat, status, {});

/** Status 0 like any network failure: react-admin's forms keep their values, checkError ignores it. */
export const offlineError = (method: string): HttpError =>
  new HttpError(method === 'GET' ? ERROR_KEYS.offlineRead : ERROR_KEYS.offlineWrite, 0, {});

export const timeoutError = (): HttpError => new HttpError(ERROR_KEYS.timeout, 0, {});

export const sessionExpiredError = (): HttpError =>
  new HttpError(ERROR_KEYS.sessionExpired, 401, {});

/**
 * A 401 to a request of a session that has ended since it left (a sign-out, someone else signed
 * in): nothing was written, and it is neither refreshed nor retried with the session now held,
 * which may be another person's. Not a sign-out either: the session it belonged to is over
 * already, and the one now held is not in question (providers/auth checkError).
 */
export const endedSessionError = (): HttpError =>
  new HttpError(ERROR_KEYS.sessionExpired, 401, { endedSession: true });

export const isEndedSessionError = (error: unknown): boolean =>
  error instanceof HttpError && isRecord(error.body) && error.body.endedSession === true;

/** Renames field-error keys, e.g. the contract's camelCase request names to a record's keys. */
export function renameFieldErrors(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof HttpError) || !isRecord(error.body) || !isRecord(error.body.errors)) {
    return error;
  }
  const renamed = Object.fromEntries(
    Object.entries(error.body.errors).map(([field, message]) => [names[field] ?? field, message]),
  );
  return new HttpError(error.message, error.status, { ...error.body, errors: renamed });
}

export { isRecord };
