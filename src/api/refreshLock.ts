// One refresh at a time across every tab of the browser. The tabs share one token pair in
// localStorage and the server rotates it at each refresh, so two tabs refreshing at once would
// have the slower one post a refresh token the faster one has already exchanged.
//
// - The Web Locks API (navigator.locks) when the browser has it: an exclusive lock, queued
//   fairly, released by the browser even when the tab holding it is closed or crashes.
// - Otherwise (older browsers, and pages not served over https, where navigator.locks is
//   missing): a lease in localStorage, `{ owner, until }`, renewed while held and taken over
//   once expired, so a closed tab blocks the others for a few seconds at most. localStorage
//   gives no atomic compare-and-set, so two tabs may, rarely, both believe they hold it; the
//   refresher's "a newer pair is already stored" checks (sessionRefresh.ts) cover that case.
import { browserStorage } from '../lib/browserStorage';

/**
 * Runs `task` alone across the tabs. `contended` tells it another tab held the lock first:
 * that tab may have just stored a new pair, which this tab's storage may show a moment later.
 */
export type RunExclusive = <T>(task: (contended?: boolean) => Promise<T>) => Promise<T>;

export const REFRESH_LOCK_NAME = 'label-admin.refresh';

interface LockManagerLike {
  request<T>(
    name: string,
    options: { mode: 'exclusive'; ifAvailable?: boolean },
    task: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

const NOT_TAKEN = Symbol('lock not taken');

/** The Web Lock: taken at once when free, else queued for (and then `contended`). */
function webLock(locks: LockManagerLike, name: string): RunExclusive {
  return async <T>(task: (contended?: boolean) => Promise<T>): Promise<T> => {
    const free = await locks.request<T | typeof NOT_TAKEN>(
      name,
      { mode: 'exclusive', ifAvailable: true },
      async (lock) => (lock ? task(false) : NOT_TAKEN),
    );
    if (free !== NOT_TAKEN) return free;
    return locks.request<T>(name, { mode: 'exclusive' }, () => task(true));
  };
}

export interface LeaseOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** This tab's id in the lease. */
  owner: string;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** How long a lease lasts without renewal. */
  ttlMs?: number;
  /** How often a waiting tab looks again. */
  pollMs?: number;
  /** The pause between writing the lease and reading it back (a racing tab's write lands). */
  settleMs?: number;
}

interface Lease {
  owner: string;
  until: number;
}

function readLease(storage: LeaseOptions['storage'], key: string): Lease | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { owner, until } = value as Record<string, unknown>;
    return typeof owner === 'string' && typeof until === 'number' ? { owner, until } : null;
  } catch {
    return null;
  }
}

/** The localStorage lease, for browsers without Web Locks. */
export function leaseLock(name: string, options: LeaseOptions): RunExclusive {
  const { storage, owner, now, sleep, ttlMs = 10_000, pollMs = 100, settleMs = 50 } = options;
  const key = `${name}.lease`;
  const write = () => storage.setItem(key, JSON.stringify({ owner, until: now() + ttlMs }));
  const held = () => readLease(storage, key)?.owner === owner;

  /** Resolves once held; true when another tab held it first. */
  async function acquire(): Promise<boolean> {
    let contended = false;
    for (;;) {
      const lease = readLease(storage, key);
      if (!lease || lease.until <= now() || lease.owner === owner) {
        write();
        await sleep(settleMs);
        if (held()) return contended;
      } else {
        await sleep(pollMs);
      }
      contended = true;
    }
  }

  return async (task) => {
    const contended = await acquire();
    // Renewed while the task runs: a refresh with its retries may outlast one lease.
    let running = true;
    const renew = async () => {
      while (running) {
        await sleep(ttlMs / 3);
        if (running && held()) write();
      }
    };
    void renew();
    try {
      return await task(contended);
    } finally {
      running = false;
      if (held()) storage.removeItem(key);
    }
  };
}

/** A lock held only inside this tab: for tests and a browser with no storage at all. */
export function localLock(): RunExclusive {
  let tail: Promise<unknown> = Promise.resolve();
  let held = false;
  return (task) => {
    const contended = held;
    const run = tail.then(
      () => runHeld(task, contended),
      () => runHeld(task, contended),
    );
    tail = run.catch(() => undefined);
    return run;
  };

  async function runHeld<T>(task: (contended?: boolean) => Promise<T>, contended: boolean) {
    held = true;
    try {
      return await task(contended);
    } finally {
      held = false;
    }
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));


/** The browser's best cross-tab lock. */
export function crossTabLock(name: string = REFRESH_LOCK_NAME): RunExclusive {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (locks && typeof locks.request === 'function') {
    return webLock(locks, name);
  }
  const storage = browserStorage();
  if (!storage) return localLock();
  return leaseLock(name, {
    storage,
    owner: globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
    now: () => Date.now(),
    sleep: defaultSleep,
  });
}
