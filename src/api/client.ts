// The one HTTP client of API v1. It owns everything a screen must never do itself: the base
// URL, the bearer token (on API calls only, never on another origin), the success envelope,
// the error shape, the refresh-once-then-retry-once rule with a single shared refresh (see
// sessionRefresh.ts), and saying at once that nothing can be sent while the browser is offline.
// It composes its parts: apiUrls.ts (where a call goes, whether it carries the token),
// requestAttempt.ts (one try and the errors of getting no answer), refreshExchange.ts (the
// refresh call) and envelope.ts (reading the answer); the retry rule itself is here.
import { API_BASE_URL } from '../config/env';
import { createApiUrls } from './apiUrls';
import { browserOnline, reconnectingStatus, whenOnline } from './connectionStatus';
import { readBlob, readEnvelope, type ApiResult, type DataShape } from './envelope';
import { endedSessionError } from './errors';
import { createRefreshExchange, untilOtherTabWritesTokens } from './refreshExchange';
import { crossTabLock, type RunExclusive } from './refreshLock';
import { attemptRequest } from './requestAttempt';
import { timeoutOf, type RequestOptions } from './requestOptions';
import { createSessionRefresher } from './sessionRefresh';
import { tokenStore } from './tokenStore';
import { browserFetch, type FetchLike } from './transport';
import type { AuthTokens } from './types';

export type { ApiResult, DataShape } from './envelope';
export { REQUEST_TIMEOUT_MS, type QueryValue, type RequestOptions } from './requestOptions';

export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  /** The id of the session held, changed by each sign-in and sign-out (not by a refresh). */
  session?(): string | null;
  setTokens(tokens: AuthTokens): void;
  clear(): void;
}

export interface ApiClientOptions {
  baseUrl?: string;
  tokens?: TokenStore;
  fetch?: FetchLike;
  /** The cross-tab lock around a refresh; the browser's (refreshLock.ts) by default. */
  refreshLock?: RunExclusive;
  /** Pauses between the tries of a refresh that could not be completed. */
  refreshRetryDelaysMs?: readonly number[];
  /** How the refresher waits out a pause; tests pass fake timers' or an instant one. */
  sleep?: (ms: number) => Promise<void>;
  /** Whether the browser has a network (navigator.onLine by default). */
  isOnline?: () => boolean;
  /** Told while a refresh waits to be tried again (the shell's "Reconnecting" notice). */
  onReconnecting?: (reconnecting: boolean) => void;
  /** Resolves when another tab writes the tokens, or after `ms` (sessionRefresh.ts). */
  otherTabWrite?: (ms: number) => Promise<void>;
}

export function createApiClient(options: ApiClientOptions = {}) {
  // Read at each call, not once here: the app's client is made when its module loads, before
  // main.tsx has set API_BASE_URL from config.json (see config/env.ts).
  const baseUrl = (): string => (options.baseUrl ?? API_BASE_URL).replace(/\/+$/, '');
  const tokens = options.tokens ?? tokenStore;
  const fetchImpl: FetchLike = options.fetch ?? browserFetch;
  const isOnline = options.isOnline ?? browserOnline;
  const { urlOf, needsBearer } = createApiUrls(baseUrl);

  const refresher = createSessionRefresher({
    tokens,
    exchange: createRefreshExchange({ baseUrl, fetchImpl, isOnline }),
    lock: options.refreshLock ?? crossTabLock(),
    retryDelaysMs: options.refreshRetryDelaysMs,
    sleep: options.sleep,
    isOnline,
    whenOnline,
    onReconnecting: options.onReconnecting ?? reconnectingStatus.set,
    otherTabWrite: options.otherTabWrite ?? untilOtherTabWritesTokens,
  });

  /**
   * One refresh for everyone: every caller that meets a 401 while it runs waits for the same
   * promise. A refresh the server rejects, or one still impossible after its retries, ends the
   * session (tokens cleared; checkError then signs out).
   */
  const refreshSession = (staleAccessToken: string | null = tokens.accessToken()) =>
    refresher.refresh(staleAccessToken);

  /** Resolves once any refresh under way has finished (used before calls, see providers). */
  const settleRefresh = (): Promise<void> => refresher.settle();

  /** The call's answer, after one refresh and one retry if its token was refused. */
  async function execute(url: string, opts: RequestOptions): Promise<Response> {
    const bearer = needsBearer(url);
    const timeout = AbortSignal.timeout(timeoutOf(opts));
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const attempt = () =>
      attemptRequest({ url, opts, bearer, timeout, signal }, { tokens, fetchImpl, isOnline });

    await settleRefresh();
    const session = tokens.session?.() ?? null;
    const first = await attempt();
    if (first.res.status !== 401 || !bearer) return first.res;
    // Its session ended while it was out: never refreshed or sent again with the next one.
    if ((tokens.session?.() ?? null) !== session) throw endedSessionError();
    // Another caller may already have rotated the token this request was sent with.
    if (!tokens.accessToken() || tokens.accessToken() === first.token) {
      await refreshSession(first.token);
    }
    // Retried once; a second 401 is the caller's error, never another refresh.
    return (await attempt()).res;
  }

  async function request<T>(
    path: string,
    opts: RequestOptions = {},
    shape: DataShape = 'any',
  ): Promise<ApiResult<T>> {
    return readEnvelope<T>(await execute(urlOf(path, opts.query), opts), shape);
  }

  /** A file served by the API (images, audio, video), fetched with the bearer token. */
  async function blob(pathOrUrl: string, opts: Pick<RequestOptions, 'signal'> = {}): Promise<Blob> {
    return readBlob(await execute(urlOf(pathOrUrl), opts));
  }

  return {
    get baseUrl() {
      return baseUrl();
    },
    request,
    blob,
    refreshSession,
    settleRefresh,
    urlOf,
    isApiUrl: needsBearer,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
