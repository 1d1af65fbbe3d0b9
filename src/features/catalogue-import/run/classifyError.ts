// What a failed request means for the row it carried and for the run: a server error may be
// retried, a refusal would be refused again, a request refused offline was never sent, and one
// without an answer may have been written (the row is looked for before it is sent again).
import { HttpError } from 'react-admin';
import { ERROR_KEYS } from '@/api/errors';
import type { ImportReason } from './importPlan';
import type { PauseReason } from './jobState';
import { RUN_MESSAGES } from './runMessages';

/** How a failed request is taken: the row's outcome, and whether the whole run must wait. */
export function classifyError(error: unknown): {
  row: 'failed' | 'refused' | 'unsent' | 'unknown';
  pause?: PauseReason;
  reason: ImportReason;
} {
  const status = error instanceof HttpError ? error.status : -1;
  const message =
    error instanceof Error && error.message ? error.message : RUN_MESSAGES.unknownError;
  const reason: ImportReason = { message };
  if (error instanceof HttpError) {
    const fieldErrors = (error.body as { errors?: Record<string, string> } | null)?.errors;
    if (fieldErrors && Object.keys(fieldErrors).length) {
      reason.serverFields = fieldErrors;
    }
  }
  // Refused before anything was sent: the row goes back in the queue.
  if (status === 0 && message === ERROR_KEYS.offlineWrite) {
    return { row: 'unsent', pause: 'offline', reason };
  }
  // No answer: the server may have created it; it is looked for before being sent again.
  if (status === 0) return { row: 'unknown', pause: 'offline', reason };
  // A success whose answer could not be read (cut short as the page was left): an answer lost,
  // the record may well exist, so the row is looked for, never taken as refused (issue 44). The
  // run waits for Resume, as for any lost answer: a server that kept answering so would
  // otherwise be asked again and again.
  if (message === ERROR_KEYS.invalidFormat && status >= 200 && status < 300) {
    return { row: 'unknown', pause: 'offline', reason };
  }
  // A session the authProvider could not renew: nothing was written.
  if (status === 401) return { row: 'unsent', pause: 'session', reason };
  if (status === 408 || status === 429 || status >= 500 || status < 0) {
    return { row: 'failed', reason };
  }
  return { row: 'refused', reason };
}
