import type { ApiResult } from '@/api/client';

/** What every custom method resolves to: react-admin's `{ data }`, plus the server's message. */
export interface Outcome<T> {
  data: T;
  /** The envelope's message; screens show it in preference to their own text. */
  message?: string;
}

export const outcome = <T>({ data, message }: ApiResult<T>): Outcome<T> => ({ data, message });
