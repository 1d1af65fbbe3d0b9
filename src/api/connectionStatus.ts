// What the network layer knows and the shell tells the user: whether the browser says it is
// offline, and whether the session is being re-established after a failed refresh. Plain
// subscribe/snapshot pairs, read with React's useSyncExternalStore (layout/connection).

type Listener = () => void;

/** True while a refresh that could not be completed waits to be tried again. */
export function createReconnectingStatus() {
  let reconnecting = false;
  const listeners = new Set<Listener>();
  return {
    get: (): boolean => reconnecting,
    set(value: boolean): void {
      if (value === reconnecting) return;
      reconnecting = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ReconnectingStatus = ReturnType<typeof createReconnectingStatus>;

/** The app's one status, set by its API client (providers/index.ts). */
export const reconnectingStatus = createReconnectingStatus();

/** False only when the browser knows it has no network (navigator.onLine). */
export const browserOnline = (): boolean => globalThis.navigator?.onLine !== false;

export function subscribeOnline(listener: Listener): () => void {
  globalThis.addEventListener?.('online', listener);
  globalThis.addEventListener?.('offline', listener);
  return () => {
    globalThis.removeEventListener?.('online', listener);
    globalThis.removeEventListener?.('offline', listener);
  };
}

/** Resolves when the browser is online again (at once when it is). */
export function whenOnline(): Promise<void> {
  if (browserOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribeOnline(() => {
      if (!browserOnline()) return;
      stop();
      resolve();
    });
  });
}
