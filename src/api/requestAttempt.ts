// One try of an API call: its headers and body, and the errors of getting no answer at all
// (offline before sending, the call's timeout, the network). The client (client.ts) makes a
// second try after a refreshed session; both go through here.
import { networkError, offlineError, timeoutError } from './errors';
import type { RequestOptions } from './requestOptions';
import { send, type FetchLike } from './transport';

export interface RequestCall {
  url: string;
  opts: RequestOptions;
  /** Whether the URL takes the bearer token (apiUrls.ts). */
  bearer: boolean;
  /** The call's timeout, made once for both tries. */
  timeout: AbortSignal;
  /** The timeout joined with the caller's own signal. */
  signal: AbortSignal;
}

export interface AttemptDeps {
  tokens: { accessToken(): string | null };
  fetchImpl: FetchLike;
  isOnline: () => boolean;
}

/** The answer, and the token it was sent with (to tell whether another caller rotated it). */
export interface Attempt {
  res: Response;
  token: string | null;
}

function headersAndBody(opts: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | FormData | undefined;
  if (opts.form) body = opts.form;
  else if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return { headers, body };
}

/** The caller's own abort stays its own; else the timeout, else the network, is to blame. */
function noAnswerError(error: unknown, call: RequestCall): unknown {
  if (call.opts.signal?.aborted) return error;
  if (call.timeout.aborted) return timeoutError();
  return networkError();
}

export async function attemptRequest(call: RequestCall, deps: AttemptDeps): Promise<Attempt> {
  const { url, opts, signal } = call;
  const method = opts.method ?? 'GET';
  const token = call.bearer ? deps.tokens.accessToken() : null;
  const { headers, body } = headersAndBody(opts, token);
  // Nothing is sent: the message can say so, and the form keeps what was typed.
  if (!deps.isOnline()) throw offlineError(method);
  try {
    const res = await send(
      { url, method, headers, body, signal, onUploadProgress: opts.onUploadProgress },
      deps.fetchImpl,
    );
    return { res, token };
  } catch (error) {
    throw noAnswerError(error, call);
  }
}
