// The one HTTP client of API v1. It owns everything a screen must never do itself: the base
// URL, the bearer token (on API calls only, never on another origin), the success envelope,
// the error shape, and the refresh-once-then-retry-once rule with a single shared refresh.
import { API_BASE_URL } from '../config/env';
import {
  errorFromResponse,
  invalidFormatError,
  isRecord,
  networkError,
  sessionExpiredError,
} from './errors';
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
  setTokens(tokens: AuthTokens): void;
  clear(): void;
}

export interface ApiClientOptions {
  baseUrl?: string;
  tokens?: TokenStore;
  fetch?: FetchLike;
}

const DEFAULT_TIMEOUT_MS = 60_000;
/** Operations the contract marks `security: []`: they never carry a bearer token. */
const PUBLIC_PATHS = [/^\/auth\/login$/, /^\/auth\/refresh$/, /^\/media\/serve\/public\//];

export function createApiClient(options: ApiClientOptions = {}) {
  // Read at each call, not once here: the app's client is made when its module loads, before
  // main.tsx has set API_BASE_URL from config.json (see config/env.ts).
  const baseUrl = (): string => (options.baseUrl ?? API_BASE_URL).replace(/\/+$/, '');
  const tokens = options.tokens ?? tokenStore;
  const fetchImpl: FetchLike = options.fetch ?? browserFetch;
  let refreshing: Promise<void> | null = null;

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

  /**
   * One refresh for everyone: every caller that meets a 401 while it runs waits for the same
   * promise. A failed refresh ends the session (tokens cleared; checkError then signs out).
   */
  function refreshSession(): Promise<void> {
    refreshing ??= (async () => {
      const refreshToken = tokens.refreshToken();
      if (!refreshToken) throw sessionExpiredError();
      let res: Response;
      try {
        res = await fetchImpl(`${baseUrl()}/auth/refresh`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ refreshToken }),
        });
      } catch {
        throw sessionExpiredError();
      }
      const body: unknown = await res.json().catch(() => null);
      const data = isRecord(body) && isRecord(body.data) ? body.data : null;
      if (
        !res.ok ||
        !data ||
        typeof data.accessToken !== 'string' ||
        typeof data.refreshToken !== 'string'
      ) {
        throw sessionExpiredError();
      }
      tokens.setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken });
    })()
      .catch((error: unknown) => {
        tokens.clear();
        throw error;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** Resolves once any refresh under way has finished (used before calls, see providers). */
  const settleRefresh = async (): Promise<void> => {
    if (refreshing) await refreshing.catch(() => undefined);
  };

  async function execute(url: string, opts: RequestOptions): Promise<Response> {
    const bearer = needsBearer(url);
    const timeout = AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
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
      try {
        const res = await send(
          {
            url,
            method: opts.method ?? 'GET',
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
        throw networkError();
      }
    };

    await settleRefresh();
    const first = await attempt();
    if (first.res.status !== 401 || !bearer) return first.res;
    // Another caller may already have rotated the token this request was sent with.
    if (!tokens.accessToken() || tokens.accessToken() === first.token) await refreshSession();
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
