// The one HTTP client of API v1. It owns everything a screen must never do itself: the base
// URL, the bearer token (on API calls only, never on another origin), the success envelope,
// the error shape, the refresh-once-then-retry-once rule with a single shared refresh (see
// sessionRefresh.ts), and saying at once that nothing can be sent while the browser is offline.
import { API_BASE_URL } from '../config/env';
import { browserOnline, reconnectingStatus, whenOnline } from './connectionStatus';
import {
  errorFromResponse,
  invalidFormatError,
  isRecord,
  networkError,
  offlineError,
  timeoutError,
  endedSessionError,
} from './errors';
import { crossTabLock, type RunExclusive } from './refreshLock';
import { createSessionRefresher, type ExchangeOutcome } from './sessionRefresh';
import { tokenStore } from './tokenStore';
import { browserFetch, send, type FetchLike } from './transport';
import type { AuthTokens } from './types';

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

/** What the contract promises `data` to be; anything else is "Invalid data format received". */
export type DataShape = 'array' | 'object' | 'any';

export interface ApiResult<T> {
  data: T;
  /** The envelope's optional human-readable outcome. */
  message?: string;
  /** The whole success body, for list shapes with top-level fields such as `total`. */
  envelope: Record<string, unknown>;
}

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

/** The next write of the session by another tab (a storage event), or `ms` at most. */
function untilOtherTabWritesTokens(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = tokenStore.onChangeInOtherTab(done);
  });
}

/**
 * How long a call may take, its one retry after a refreshed session included: past this, its
 * request can no longer be in flight (long jobs wait this long before taking a lost answer for
 * a request the server never got).
 */
export const REQUEST_TIMEOUT_MS = 60_000;
const DEFAULT_TIMEOUT_MS = REQUEST_TIMEOUT_MS;
/** A file upload may take minutes on a slow line; it has its progress bar meanwhile. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;
/** One try of POST /auth/refresh: the requests waiting on it are held meanwhile. */
const REFRESH_TIMEOUT_MS = 10_000;
const REFRESH_REJECTED = new Set([400, 401, 403]);
/** Operations the contract marks `security: []`: they never carry a bearer token. */
const PUBLIC_PATHS = [/^\/auth\/login$/, /^\/auth\/refresh$/, /^\/media\/serve\/public\//];

export function createApiClient(options: ApiClientOptions = {}) {
  // Read at each call, not once here: the app's client is made when its module loads, before
  // main.tsx has set API_BASE_URL from config.json (see config/env.ts).
  const baseUrl = (): string => (options.baseUrl ?? API_BASE_URL).replace(/\/+$/, '');
  const tokens = options.tokens ?? tokenStore;
  const fetchImpl: FetchLike = options.fetch ?? browserFetch;
  const isOnline = options.isOnline ?? browserOnline;

  const apiPathOf = (url: string): string | null => {
    const base = baseUrl();
    return url.startsWith(`${base}/`) ? url.slice(base.length).split('?')[0] : null;
  };

  const needsBearer = (url: string): boolean => {
    const path = apiPathOf(url);
    return path !== null && !PUBLIC_PATHS.some((pattern) => pattern.test(path));
  };

  function urlOf(pathOrUrl: string, query?: RequestOptions['query']): string {
    const url = /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${baseUrl()}${pathOrUrl}`;
    if (!query) return url;
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      const values = Array.isArray(value) ? value : [value];
      for (const v of values)
        if (v !== undefined && v !== null && v !== '') params.append(name, String(v));
    }
    const text = params.toString();
    return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
  }

  /** One POST /auth/refresh, sorted into what the refresher does next. */
  async function exchange(refreshToken: string): Promise<ExchangeOutcome> {
    if (!isOnline()) return { kind: 'failed' };
    let res: Response;
    try {
      res = await fetchImpl(`${baseUrl()}/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
        signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
      });
    } catch {
      return { kind: 'failed' };
    }
    // The server refused the token. Other 4xx are not the contract's answers either, and no
    // retry will change them: they end the session too; 408 and 429 say "later".
    if (REFRESH_REJECTED.has(res.status)) return { kind: 'rejected' };
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
      return { kind: 'rejected' };
    }
    const body: unknown = await res.json().catch(() => null);
    const data = isRecord(body) && isRecord(body.data) ? body.data : null;
    if (
      !res.ok ||
      !data ||
      typeof data.accessToken !== 'string' ||
      typeof data.refreshToken !== 'string'
    ) {
      // A 5xx, or a 200 that is not the contract's (a proxy's or a captive portal's page).
      return { kind: 'failed' };
    }
    return {
      kind: 'refreshed',
      tokens: { accessToken: data.accessToken, refreshToken: data.refreshToken },
    };
  }

  const refresher = createSessionRefresher({
    tokens,
    exchange,
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

  async function execute(url: string, opts: RequestOptions): Promise<Response> {
    const bearer = needsBearer(url);
    const method = opts.method ?? 'GET';
    const timeout = AbortSignal.timeout(
      opts.timeoutMs ?? (opts.form ? UPLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS),
    );
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;

    const attempt = async (): Promise<{ res: Response; token: string | null }> => {
      const token = bearer ? tokens.accessToken() : null;
      const headers: Record<string, string> = { Accept: 'application/json' };
      let body: string | FormData | undefined;
      if (opts.form) body = opts.form;
      else if (opts.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.json);
      }
      if (token) headers.Authorization = `Bearer ${token}`;
      // Nothing is sent: the message can say so, and the form keeps what was typed.
      if (!isOnline()) throw offlineError(method);
      try {
        const res = await send(
          {
            url,
            method,
            headers,
            body,
            signal,
            onUploadProgress: opts.onUploadProgress,
          },
          fetchImpl,
        );
        return { res, token };
      } catch (error) {
        if (opts.signal?.aborted) throw error;
        if (timeout.aborted) throw timeoutError();
        throw networkError();
      }
    };

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
    const res = await execute(urlOf(path, opts.query), opts);
    const text = await res.text().catch(() => '');
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        if (res.ok) throw invalidFormatError(res.status);
      }
    }
    if (!res.ok) throw errorFromResponse(res.status, body);
    if (!isRecord(body) || body.success !== true || !('data' in body)) {
      throw invalidFormatError(res.status);
    }
    const data = body.data;
    if ((shape === 'array' && !Array.isArray(data)) || (shape === 'object' && !isRecord(data))) {
      throw invalidFormatError(res.status);
    }
    return {
      data: data as T,
      message: typeof body.message === 'string' ? body.message : undefined,
      envelope: body,
    };
  }

  /** A file served by the API (images, audio, video), fetched with the bearer token. */
  async function blob(pathOrUrl: string, opts: Pick<RequestOptions, 'signal'> = {}): Promise<Blob> {
    const res = await execute(urlOf(pathOrUrl), opts);
    if (!res.ok) {
      const body: unknown = await res.json().catch(() => null);
      throw errorFromResponse(res.status, body);
    }
    return res.blob();
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
