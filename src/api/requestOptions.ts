// What a call may ask of the API client (client.ts), and how long it may take. Apart from the
// client so that its parts (apiUrls.ts, requestAttempt.ts) read the same options without
// importing the client that composes them.

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON body */
  json?: unknown;
  /** multipart body */
  form?: FormData;
  signal?: AbortSignal;
  /** Defaults to 60 s; post generation allows 10 minutes. */
  timeoutMs?: number;
  onUploadProgress?: (fraction: number) => void;
}

/**
 * How long a call may take, its one retry after a refreshed session included: past this, its
 * request can no longer be in flight (long jobs wait this long before taking a lost answer for
 * a request the server never got).
 */
export const REQUEST_TIMEOUT_MS = 60_000;
/** A file upload may take minutes on a slow line; it has its progress bar meanwhile. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** The call's own limit, else an upload's, else the default. */
export const timeoutOf = (opts: RequestOptions): number =>
  opts.timeoutMs ?? (opts.form ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
