// Exchanging the refresh token for a new pair, so that a blip is not a sign-out. Spec 01 §8:
// a failed token refresh returns the user to /login; here "failed" means the server *rejected*
// the refresh token. A refresh that could not be completed (no answer, a timeout, a 5xx, an
// answer that is not the contract's) is tried again after a short pause, a few times, while
// the user is told the app is reconnecting; only when those tries run out does the session end.
//
// Every tab shares the pair in localStorage, so the exchange runs under a cross-tab lock
// (refreshLock.ts), and before each exchange, and after a rejection, it looks whether another
// tab has meanwhile stored a newer pair: then that pair is used and nothing is sent.
import { sessionExpiredError } from './errors';
import type { AuthTokens } from './types';
import type { RunExclusive } from './refreshLock';

/** One POST /auth/refresh, as the refresher needs to know it. */
export type ExchangeOutcome =
  | { kind: 'refreshed'; tokens: AuthTokens }
  /** The server refused the refresh token (400, 401, 403, ...): the session is over. */
  | { kind: 'rejected' }
  /** No usable answer (network, timeout, 5xx, 408, 429, not the contract's body): try again. */
  | { kind: 'failed' };

export interface RefreshTokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  setTokens(tokens: AuthTokens): void;
  clear(): void;
}

/** Pauses between tries: 4 tries over about 7 s, plus each try's own time. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000];

export interface SessionRefresherOptions {
  tokens: RefreshTokenStore;
  exchange: (refreshToken: string) => Promise<ExchangeOutcome>;
  lock: RunExclusive;
  /** One pause per retry; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /** Resolves when the browser has a network again; a try while offline is not counted. */
  whenOnline?: () => Promise<void>;
  isOnline?: () => boolean;
  /** Told true while a try has failed and the next one is awaited, false when it is over. */
  onReconnecting?: (reconnecting: boolean) => void;
  /**
   * Resolves when another tab writes the tokens, or after `ms`. A tab's storage shows another
   * tab's write a moment after it was made (the lock can be handed over sooner).
   */
  otherTabWrite?: (ms: number) => Promise<void>;
}

/** How long a tab waits for another tab's new pair to show in its storage. */
export const OTHER_TAB_WRITE_WAIT_MS = 2_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSessionRefresher(options: SessionRefresherOptions) {
  const {
    tokens,
    exchange,
    lock,
    retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
    sleep = realSleep,
    whenOnline = () => Promise.resolve(),
    isOnline = () => true,
    onReconnecting = () => undefined,
    otherTabWrite = () => Promise.resolve(),
  } = options;
  let inFlight: Promise<void> | null = null;

  /** Another tab (or an earlier refresh here) stored a pair newer than the one that failed. */
  const newerPairThan = (staleAccessToken: string | null): boolean => {
    const access = tokens.accessToken();
    return !!tokens.refreshToken() && !!access && access !== staleAccessToken;
  };

  /** Whether another tab's newer pair shows, once given the time to arrive. */
  async function newerPairArrives(staleAccessToken: string | null): Promise<boolean> {
    if (newerPairThan(staleAccessToken)) return true;
    await otherTabWrite(OTHER_TAB_WRITE_WAIT_MS);
    return newerPairThan(staleAccessToken);
  }

  async function run(staleAccessToken: string | null, contended: boolean): Promise<void> {
    // Another tab held the lock: most likely it was refreshing, and its pair is on its way.
    if (contended && (await newerPairArrives(staleAccessToken))) return;
    let retries = 0;
    for (;;) {
      if (newerPairThan(staleAccessToken)) return;
      const refreshToken = tokens.refreshToken();
      // Signed out meanwhile, here or in another tab.
      if (!refreshToken) throw sessionExpiredError();
      const outcome = await exchange(refreshToken);
      if (outcome.kind === 'refreshed') {
        tokens.setTokens(outcome.tokens);
        return;
      }
      // A 401 may only mean another tab exchanged this token first and stored the new pair.
      if (outcome.kind === 'rejected') {
        if (await newerPairArrives(staleAccessToken)) return;
        throw endSession(refreshToken);
      }
      if (newerPairThan(staleAccessToken)) return;
      onReconnecting(true);
      if (!isOnline()) {
        // No network at all: wait for it rather than spend the tries; the offline banner shows.
        await whenOnline();
        continue;
      }
      if (retries >= retryDelaysMs.length) throw endSession(refreshToken);
      await sleep(retryDelaysMs[retries]);
      retries += 1;
    }
  }

  /** Clears the pair it tried, not one another tab may have stored since. */
  function endSession(triedRefreshToken: string) {
    if (tokens.refreshToken() === triedRefreshToken) tokens.clear();
    return sessionExpiredError();
  }

  return {
    /**
     * Refreshes after a request sent with `staleAccessToken` was refused. One refresh for every
     * caller of this tab at a time: the ones that arrive while it runs wait for it.
     */
    refresh(staleAccessToken: string | null): Promise<void> {
      inFlight ??= lock((contended) => run(staleAccessToken, contended === true)).finally(() => {
        inFlight = null;
        onReconnecting(false);
      });
      return inFlight;
    },
    /** Resolves once a refresh under way (if any) is over, whatever its outcome. */
    async settle(): Promise<void> {
      if (inFlight) await inFlight.catch(() => undefined);
    },
  };
}

export type SessionRefresher = ReturnType<typeof createSessionRefresher>;
