// What a bulk edit's write or read really did. A write counts only with the server's record in
// hand: an answer without it (react-admin's `{ data: {} }` once a 401 has signed the user out)
// saved nothing anyone can vouch for, so it is a failure and never enters the undo.
import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import { serverMessageOr } from '../../lib/errorMessage';

export const SESSION_ENDED = 'app.bulk_edit.session_ended';

/** The session has ended (the refresh was refused): every further write would be refused too. */
export const isSessionEnded = (error: unknown) =>
  error instanceof HttpError && error.status === 401;

/** The server's answer to a record deleted since it was selected. */
export const isGone = (error: unknown) => error instanceof HttpError && error.status === 404;

/** The text of a failure: the session's end in the app's words, else the server's own. */
export const failureText = (error: unknown, fallbackKey: string) =>
  isSessionEnded(error) ? SESSION_ENDED : serverMessageOr(error, fallbackKey);

/** An answer that carries no record: not a failure the server stated, yet nothing to count. */
export class NoRecordInAnswer extends Error {
  constructor(id: Identifier) {
    super(`The answer to the write of ${String(id)} carried no record`);
    this.name = 'NoRecordInAnswer';
  }
}

/** The record the server answered for `id`; throws when the answer carries none. */
export function savedRecord<R extends RaRecord>(data: R | undefined, id: Identifier): R {
  const answered = typeof data === 'object' && data !== null && data.id !== undefined;
  if (!answered || String(data.id) !== String(id)) throw new NoRecordInAnswer(id);
  return data;
}

/**
 * Writes one at a time through `write`, until one meets the session's end: the writes not yet
 * sent then fail with that same error instead of going out to be refused.
 */
export function stopAtSessionEnd<I, T>(write: (item: I) => Promise<T>) {
  let ended: unknown = null;
  return async (item: I): Promise<T> => {
    if (ended) throw ended;
    try {
      return await write(item);
    } catch (error) {
      if (isSessionEnded(error)) ended = error;
      throw error;
    }
  };
}
