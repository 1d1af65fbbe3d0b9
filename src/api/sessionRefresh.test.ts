import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaseLock, localLock, type RunExclusive } from './refreshLock';
import {
  createSessionRefresher,
  type ExchangeOutcome,
  type RefreshTokenStore,
  type SessionRefresherOptions,
} from './sessionRefresh';

/** The tokens as every tab sees them: one storage shared by all "tabs" of a test. */
function sharedTokens(storage: Storage = localStorage): RefreshTokenStore {
  return {
    accessToken: () => storage.getItem('at'),
    refreshToken: () => storage.getItem('rt'),
    setTokens({ accessToken, refreshToken }) {
      storage.setItem('at', accessToken);
      storage.setItem('rt', refreshToken);
    },
    clear() {
      storage.removeItem('at');
      storage.removeItem('rt');
    },
  };
}

const refreshed = (n: number): ExchangeOutcome => ({
  kind: 'refreshed',
  tokens: { accessToken: `at-${n}`, refreshToken: `rt-${n}` },
});
const FAILED: ExchangeOutcome = { kind: 'failed' };
const REJECTED: ExchangeOutcome = { kind: 'rejected' };

/** A server answering the given outcomes in turn; `sent` lists the refresh tokens posted. */
function server(...outcomes: ExchangeOutcome[]) {
  const sent: string[] = [];
  const exchange = vi.fn(async (refreshToken: string) => {
    sent.push(refreshToken);
    return outcomes[Math.min(sent.length - 1, outcomes.length - 1)];
  });
  return { exchange, sent };
}

function refresher(overrides: Partial<SessionRefresherOptions> & Pick<SessionRefresherOptions, 'exchange'>) {
  const reconnecting: boolean[] = [];
  const instance = createSessionRefresher({
    tokens: sharedTokens(),
    lock: localLock(),
    retryDelaysMs: [1_000, 2_000, 4_000],
    onReconnecting: (value) => reconnecting.push(value),
    ...overrides,
  });
  return { ...instance, reconnecting };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('at', 'at-1');
  localStorage.setItem('rt', 'rt-1');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session refresh: a blip is not a sign-out', () => {
  it('stores the new pair when the server answers', async () => {
    const { exchange, sent } = server(refreshed(2));
    const r = refresher({ exchange });
    await r.refresh('at-1');
    expect(sent).toEqual(['rt-1']);
    expect(localStorage.getItem('at')).toBe('at-2');
    expect(localStorage.getItem('rt')).toBe('rt-2');
    expect(r.reconnecting).not.toContain(true);
  });

  it('tries again after 1 s then 2 s when the refresh could not be completed, saying it reconnects', async () => {
    vi.useFakeTimers();
    const { exchange } = server(FAILED, FAILED, refreshed(2));
    const r = refresher({ exchange });
    let done = false;
    const refreshing = r.refresh('at-1').then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(r.reconnecting).toEqual([true]);
    await vi.advanceTimersByTimeAsync(999);
    expect(exchange).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(exchange).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(exchange).toHaveBeenCalledTimes(2);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await refreshing;
    expect(exchange).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem('at')).toBe('at-2');
    // The notice goes once the session is back.
    expect(r.reconnecting.at(-1)).toBe(false);
  });

  it('ends the session at once when the server rejects the refresh token', async () => {
    const { exchange } = server(REJECTED);
    const r = refresher({ exchange });
    await expect(r.refresh('at-1')).rejects.toMatchObject({
      status: 401,
      message: 'app.errors.session_expired',
    });
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('at')).toBeNull();
    expect(localStorage.getItem('rt')).toBeNull();
  });

  it('ends the session when every try failed: one, then one per pause', async () => {
    const { exchange } = server(FAILED);
    const pauses: number[] = [];
    const r = refresher({
      exchange,
      sleep: async (ms) => {
        pauses.push(ms);
      },
    });
    await expect(r.refresh('at-1')).rejects.toMatchObject({ status: 401 });
    expect(exchange).toHaveBeenCalledTimes(4);
    expect(pauses).toEqual([1_000, 2_000, 4_000]);
    expect(localStorage.getItem('rt')).toBeNull();
    expect(r.reconnecting.at(-1)).toBe(false);
  });

  it('lets every caller of the tab wait for one refresh', async () => {
    const { exchange } = server(refreshed(2));
    const r = refresher({ exchange });
    await Promise.all([r.refresh('at-1'), r.refresh('at-1'), r.refresh('at-1')]);
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('while offline, waits for the network instead of spending its tries', async () => {
    let online = false;
    let backOnline: () => void = () => undefined;
    const { exchange } = server(FAILED, refreshed(2));
    const r = refresher({
      exchange,
      retryDelaysMs: [],
      isOnline: () => online,
      whenOnline: () =>
        new Promise<void>((resolve) => {
          backOnline = resolve;
        }),
    });
    const refreshing = r.refresh('at-1');
    await vi.waitFor(() => expect(exchange).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('rt')).toBe('rt-1');
    online = true;
    backOnline();
    await refreshing;
    expect(localStorage.getItem('at')).toBe('at-2');
  });
});

describe('session refresh: the tabs are one session', () => {
  it('uses the pair another tab stored meanwhile instead of refreshing', async () => {
    const { exchange } = server(refreshed(9));
    const r = refresher({ exchange });
    // The request failed with at-1; another tab has since stored at-2/rt-2.
    localStorage.setItem('at', 'at-2');
    localStorage.setItem('rt', 'rt-2');
    await r.refresh('at-1');
    expect(exchange).not.toHaveBeenCalled();
    expect(localStorage.getItem('at')).toBe('at-2');
  });

  it('after a 401 from refresh, uses the newer pair another tab stored rather than signing out', async () => {
    const exchange = vi.fn(async () => {
      // The other tab exchanged rt-1 first and stored its new pair while this answer travelled.
      localStorage.setItem('at', 'at-2');
      localStorage.setItem('rt', 'rt-2');
      return REJECTED;
    });
    const r = refresher({ exchange });
    await expect(r.refresh('at-1')).resolves.toBeUndefined();
    expect(localStorage.getItem('at')).toBe('at-2');
    expect(localStorage.getItem('rt')).toBe('rt-2');
  });

  it('stops when another tab signed out during the pauses', async () => {
    const { exchange } = server(FAILED, refreshed(2));
    const r = refresher({
      exchange,
      sleep: async () => {
        localStorage.removeItem('at');
        localStorage.removeItem('rt');
      },
    });
    await expect(r.refresh('at-1')).rejects.toMatchObject({ status: 401 });
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('after waiting for the lock, gives the other tab\'s new pair time to show in storage', async () => {
    const { exchange } = server(refreshed(9));
    let arrive: () => void = () => undefined;
    const waits: number[] = [];
    const r = refresher({
      exchange,
      // Another tab held the lock; its pair is not in this tab's storage yet.
      lock: (task) => task(true),
      otherTabWrite: (ms) => {
        waits.push(ms);
        return new Promise<void>((resolve) => {
          arrive = resolve;
        });
      },
    });
    const refreshing = r.refresh('at-1');
    await vi.waitFor(() => expect(waits).toHaveLength(1));
    localStorage.setItem('at', 'at-2');
    localStorage.setItem('rt', 'rt-2');
    arrive();
    await refreshing;
    expect(exchange).not.toHaveBeenCalled();
    expect(localStorage.getItem('at')).toBe('at-2');
  });

  it('a 401 with no newer pair arriving in time ends the session', async () => {
    const { exchange } = server(REJECTED);
    const waits: number[] = [];
    const r = refresher({
      exchange,
      otherTabWrite: async (ms) => {
        waits.push(ms);
      },
    });
    await expect(r.refresh('at-1')).rejects.toMatchObject({ status: 401 });
    expect(waits).toEqual([2_000]);
    expect(localStorage.getItem('rt')).toBeNull();
  });

  it('two tabs under one lock send one refresh; the second uses the pair the first stored', async () => {
    vi.useFakeTimers();
    let answer: (outcome: ExchangeOutcome) => void = () => undefined;
    const exchange = vi.fn(
      () =>
        new Promise<ExchangeOutcome>((resolve) => {
          answer = resolve;
        }),
    );
    // Each tab has its own lease owner over the one localStorage (no Web Locks in jsdom).
    const tab = (owner: string): RunExclusive =>
      leaseLock('refresh-test', {
        storage: localStorage,
        owner,
        now: () => Date.now(),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      });
    const first = refresher({ exchange, lock: tab('tab-1') });
    const second = refresher({ exchange, lock: tab('tab-2') });
    const one = first.refresh('at-1');
    await vi.advanceTimersByTimeAsync(60);
    const two = second.refresh('at-1');
    await vi.advanceTimersByTimeAsync(500);
    expect(exchange).toHaveBeenCalledTimes(1);
    answer(refreshed(2));
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all([one, two]);
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('at')).toBe('at-2');
  });
});
