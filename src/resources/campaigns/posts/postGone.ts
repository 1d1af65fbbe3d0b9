import { HttpError } from 'react-admin';

/** A post read again that is no longer there: deleted, or its campaign deleted, meanwhile. */
export const isPostGone = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 404;
