// The client's side of the token refresh path: the one POST /auth/refresh, sorted into what the
// refresher (sessionRefresh.ts) does next, and how a tab hears that another tab wrote the tokens.
// The refresher owns the rest (the lock, the retries, the session's end).
import { isRecord } from './errors';
import type { ExchangeOutcome } from './sessionRefresh';
import { tokenStore } from './tokenStore';
import type { FetchLike } from './transport';

/** One try of POST /auth/refresh: the requests waiting on it are held meanwhile. */
const REFRESH_TIMEOUT_MS = 10_000;
const REFRESH_REJECTED = new Set([400, 401, 403]);

export interface RefreshExchangeDeps {
  baseUrl: () => string;
  fetchImpl: FetchLike;
  isOnline: () => boolean;
}

/** What the refresh endpoint's answer means for the session. */
async function outcomeOf(res: Response): Promise<ExchangeOutcome> {
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

/** One POST /auth/refresh, sorted into what the refresher does next. */
export function createRefreshExchange({ baseUrl, fetchImpl, isOnline }: RefreshExchangeDeps) {
  return async function exchange(refreshToken: string): Promise<ExchangeOutcome> {
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
    return outcomeOf(res);
  };
}

/** The next write of the session by another tab (a storage event), or `ms` at most. */
export function untilOtherTabWritesTokens(ms: number): Promise<void> {
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
